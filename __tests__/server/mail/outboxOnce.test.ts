/**
 * Each message once (docs/operations.md#mail): queued once per dedupe key (and not at all when the caller's
 * transaction rolls back); an `.eml` file written once however often a crash makes the worker write it; the
 * outbox table's row and the queue row's update committed together, and a worker back after its lease
 * writing nothing over the next claim's work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/database';
import {
  createQueueMailer,
  fileOutboxDelivery,
  identityOf,
  outboxDir,
  type MailMessage,
} from '../../../src/server/mail/mailer';
import {
  claimDueMail,
  enqueueMail,
  markMailFailed,
} from '../../../src/server/mail/mailQueueRepository';
import { keepClaimedMail } from '../../../src/server/mail/outboxRepository';
import { parseEml } from '../../../src/server/mail/outboxReader';
import { createTestDatabase, dialects, type TestDatabase } from '../support/testApp';

const MINUTE = 60_000;
const silent = { info: () => undefined, error: () => undefined };

function clock(start = Date.parse('2026-05-01T09:00:00.000Z')) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
}

const rows = (db: Kysely<Database>) =>
  db.selectFrom('mail_queue').selectAll().orderBy('id').execute();

describe.each(dialects())('each message once [%s]', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.drop();
  });

  it('queues a message once per key, and not at all when the caller’s transaction rolls back', async () => {
    const time = clock();
    const sent: MailMessage[] = [];
    const mailer = createQueueMailer(database.config, silent, database.db, {
      now: time.now,
      timer: false,
      deliver: async (message) => void sent.push(message),
    });
    const ack = { to: 'sara@example.com', subject: 'Received', text: 'Thanks' };
    expect(await mailer.queueOnce(ack, 'ack:lead:1')).toBe(true);
    expect(await mailer.queueOnce({ ...ack, text: 'Thanks again' }, 'ack:lead:1')).toBe(false);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mailer.queueOnceIn(trx, ack, 'ack:lead:2');
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    await database.db
      .transaction()
      .execute((trx) => mailer.queueOnceIn(trx, { ...ack, to: 'omar@example.com' }, 'ack:lead:3'));
    void mailer.deliverDue();
    await mailer.idle();
    expect((await rows(database.db)).map((row) => [row.dedupe_key, row.status])).toEqual([
      ['ack:lead:1', 'sent'],
      ['ack:lead:3', 'sent'],
    ]);
    expect(sent.map((m) => [m.to, m.text])).toEqual([
      ['sara@example.com', 'Thanks'],
      ['omar@example.com', 'Thanks'],
    ]);
    // Mail without a key is never held back.
    await enqueueMail(database.db, ack, time.now());
    await enqueueMail(database.db, ack, time.now());
    expect(await rows(database.db)).toHaveLength(4);
  });

  it('writes one .eml file when a worker dies between writing it and marking the row sent', async () => {
    const time = clock();
    const files = fileOutboxDelivery(database.config, silent);
    await enqueueMail(
      database.db,
      { to: 'layla@example.com', subject: 'Link', text: 'https://x.example/#t=1' },
      time.now(),
    );
    // The worker that dies: it claims the row, writes the file, and is killed before the update.
    const [claim] = await claimDueMail(database.db, {
      now: time.now(),
      leaseUntil: new Date(time.now().getTime() + 5 * MINUTE),
      limit: 10,
    });
    await files(
      { to: claim!.to_address, subject: claim!.subject, text: claim!.body },
      identityOf(claim!),
    );
    // Its hold ends; another instance's worker takes the row and writes the message again.
    time.advance(6 * MINUTE);
    const next = createQueueMailer(database.config, silent, database.db, {
      now: time.now,
      timer: false,
      deliver: files,
    });
    await next.deliverDue();
    expect((await rows(database.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    const names = fs.readdirSync(outboxDir(database.config));
    expect(names).toEqual([expect.stringMatching(/\.eml$/)]);
    const eml = fs.readFileSync(path.join(outboxDir(database.config), names[0]!), 'utf8');
    expect(eml).toContain(`Message-ID: <${identityOf(claim!).messageId}@`);
    expect(parseEml(names[0]!, eml)).toMatchObject({
      to: 'layla@example.com',
      text: 'https://x.example/#t=1',
    });
  });

  it('keeps a message in the outbox table with the row’s update, and a late worker writes nothing', async () => {
    if (dialect === 'sqlite') return; // The table outbox is PostgreSQL's (no SMTP_URL).
    const time = clock();
    const mailer = () =>
      createQueueMailer(database.config, silent, database.db, { now: time.now, timer: false });
    await enqueueMail(
      database.db,
      { to: 'omar@example.com', subject: 'Reset', text: 'token=abc' },
      time.now(),
    );
    // The outbox's write fails after the row was marked sent (in the same transaction): neither stays.
    await sql`create function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'killed between the two writes'; end $$`.execute(database.db);
    await sql`create trigger refuse_outbox before insert on mail_outbox
      for each row execute function refuse_outbox()`.execute(database.db);
    await mailer().deliverDue();
    expect((await rows(database.db))[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      body: 'token=abc',
      last_error: expect.stringContaining('killed between the two writes'),
    });
    expect(await database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    await sql`drop trigger refuse_outbox on mail_outbox`.execute(database.db);

    // A worker claims it and stalls past its hold; another claims it then and keeps it.
    time.advance(MINUTE);
    const [stale] = await claimDueMail(database.db, {
      now: time.now(),
      leaseUntil: new Date(time.now().getTime() + 5 * MINUTE),
      limit: 10,
    });
    time.advance(6 * MINUTE);
    await mailer().deliverDue();
    const kept = await database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(kept).toEqual([
      expect.objectContaining({ message_id: identityOf(stale!).messageId, body: 'token=abc' }),
    ]);
    // The stalled worker comes back: neither its keeping nor its failure changes anything.
    const message = { messageId: 'other', to: stale!.to_address, subject: 'x', body: 'x' };
    expect(await keepClaimedMail(database.db, stale!, message, time.now())).toBe(false);
    await markMailFailed(database.db, stale!, { error: 'late', nextAttemptAt: time.now() });
    expect(await database.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(1);
    expect((await rows(database.db))[0]).toMatchObject({ status: 'sent', attempts: 3, body: '' });
  });
});

/**
 * The durable mail queue (docs/operations.md#mail): retries with backoff on a controllable clock, giving up,
 * a restart that loses nothing, two workers that never send one message twice, bodies cleared once sent,
 * and the super-admin's routes (docs/api.md#mail-routes) with their refusals per role.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { createDb } from '../../../src/server/db/connect';
import type { Database } from '../../../src/server/db/database';
import {
  createQueueMailer,
  MAIL_MAX_ATTEMPTS,
  type MailMessage,
} from '../../../src/server/mail/mailer';
import { enqueueMail } from '../../../src/server/mail/mailQueueRepository';
import { readOutbox } from '../../../src/server/mail/outboxReader';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import {
  bearer,
  createTestDatabase,
  createTestUser,
  describeEachDb,
  dialects,
  loginAs,
  type TestDatabase,
} from '../support/testApp';

const MINUTE = 60_000;
const silent = { info: () => undefined, error: () => undefined };

/** A clock the test moves by hand. */
function clock(start = Date.parse('2026-05-01T09:00:00.000Z')) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms), at: () => at };
}

/** A delivery that records what it sent, and fails while `failing` is set. */
function recorder() {
  const sent: MailMessage[] = [];
  const state = { failing: true };
  return {
    sent,
    state,
    deliver: async (message: MailMessage) => {
      if (state.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(message);
    },
  };
}

const rows = (db: Kysely<Database>) =>
  db.selectFrom('mail_queue').selectAll().orderBy('id').execute();

describe.each(dialects())('the mail queue [%s]', (dialect) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.drop();
  });
  const appWith = async (options: {
    deliver: (m: MailMessage) => Promise<void>;
    now: () => Date;
  }) => {
    const app = await buildApp(database.config, {
      logger: false,
      db: database.db,
      jobs: false,
      mail: options,
    });
    apps.push(app);
    await app.ready();
    return app;
  };

  it('retries a failed delivery after 1 and then 5 minutes, and clears the body once sent', async () => {
    const time = clock();
    const delivery = recorder();
    const app = await appWith({ deliver: delivery.deliver, now: time.now });
    app.mailer.send({ to: 'omar@example.com', subject: 'Reset', text: 'token=secret-link' });
    await app.mailer.idle();
    let [row] = await rows(database.db);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      next_attempt_at: new Date(time.at() + MINUTE).toISOString(),
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      body: 'token=secret-link',
      sent_at: null,
    });

    // Not due yet: nothing is tried.
    time.advance(30_000);
    await app.mailer.deliverDue();
    expect((await rows(database.db))[0]!.attempts).toBe(1);

    time.advance(31_000);
    await app.mailer.deliverDue();
    [row] = await rows(database.db);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 2,
      next_attempt_at: new Date(time.at() + 5 * MINUTE).toISOString(),
    });

    delivery.state.failing = false;
    time.advance(4 * MINUTE);
    await app.mailer.deliverDue();
    expect(delivery.sent).toEqual([]);
    time.advance(MINUTE);
    await app.mailer.deliverDue();
    expect(delivery.sent).toEqual([
      { to: 'omar@example.com', subject: 'Reset', text: 'token=secret-link' },
    ]);
    [row] = await rows(database.db);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 3,
      body: '',
      next_attempt_at: null,
      last_error: null,
      sent_at: time.now().toISOString(),
    });
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    const time = clock();
    const delivery = recorder();
    const app = await appWith({ deliver: delivery.deliver, now: time.now });
    app.mailer.send({ to: 'sara@example.com', subject: 'Hi', text: 'Hello' });
    await app.mailer.idle();
    for (let i = 1; i < MAIL_MAX_ATTEMPTS; i += 1) {
      expect((await rows(database.db))[0]).toMatchObject({ status: 'queued', attempts: i });
      time.advance(5 * 60 * MINUTE);
      await app.mailer.deliverDue();
    }
    expect((await rows(database.db))[0]).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      next_attempt_at: null,
    });
    time.advance(24 * 60 * MINUTE);
    await app.mailer.deliverDue();
    expect((await rows(database.db))[0]!.attempts).toBe(MAIL_MAX_ATTEMPTS);
  });

  it('loses nothing over a restart: a new instance sends what is due when it starts', async () => {
    const time = clock();
    const first = recorder();
    const app = await appWith({ deliver: first.deliver, now: time.now });
    app.mailer.send({ to: 'a@example.com', subject: 'One', text: 'first' });
    await app.mailer.idle();
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    // Queued while no instance ran.
    await enqueueMail(
      database.db,
      { to: 'b@example.com', subject: 'Two', text: 'second' },
      time.now(),
    );

    time.advance(2 * MINUTE);
    const second = recorder();
    second.state.failing = false;
    const next = await appWith({ deliver: second.deliver, now: time.now });
    await next.mailer.idle();
    expect(second.sent.map((m) => m.subject).sort()).toEqual(['One', 'Two']);
    expect((await rows(database.db)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('never sends one message twice when workers on two connections claim at once', async () => {
    const time = clock();
    const other =
      dialect === 'postgres' ? createDb(database.config, { schema: database.schema }) : database.db;
    try {
      for (let i = 0; i < 120; i += 1)
        await enqueueMail(
          database.db,
          { to: `m${i}@example.com`, subject: `S${i}`, text: 'x' },
          time.now(),
        );
      // Both connections open before the race, so neither starts late.
      await other.selectFrom('mail_queue').select('id').limit(1).execute();
      const sent: string[][] = [];
      const worker = (db: Kysely<Database>) => {
        const into: string[] = [];
        sent.push(into);
        return createQueueMailer(database.config, silent, db, {
          now: time.now,
          timer: false,
          deliver: async (message) => {
            await new Promise((resolve) => setTimeout(resolve, 1));
            into.push(message.to);
          },
        });
      };
      // Three workers on each connection (pool): six claiming at once.
      const workers = [database.db, database.db, database.db, other, other, other].map(worker);
      await Promise.all(workers.map((w) => w.deliverDue()));
      const all = sent.flat();
      expect(all).toHaveLength(120);
      expect(new Set(all).size).toBe(120);
      expect(sent.filter((list) => list.length > 0).length).toBeGreaterThan(1);
      expect((await rows(database.db)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(
        true,
      );
    } finally {
      if (other !== database.db) await other.destroy();
    }
  });

  it('delivers through the configured outbox, where the body stays readable, and empties the queued copy', async () => {
    const app = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
    apps.push(app);
    await app.ready();
    app.mailer.send({
      to: 'layla@example.com',
      subject: 'Link',
      text: 'https://x.example/#token=abc',
    });
    await app.mailer.idle();
    const [mail] = await readOutbox(database.db, database.config, { to: 'layla@example.com' });
    expect(mail!.text).toBe('https://x.example/#token=abc');
    expect((await rows(database.db))[0]).toMatchObject({ status: 'sent', body: '' });
  });
});

describeEachDb('the mail queue routes', (ctx) => {
  let admin: string;
  const tokens: Record<string, string> = {};
  let ip = 20;
  beforeAll(async () => {
    for (const role of ['super-admin', 'sales-manager', 'sales-agent', 'editor'] as const) {
      const user = await createTestUser(ctx, { role });
      tokens[role] = await loginAs(ctx, user.email, undefined, `198.51.100.${(ip += 1)}`);
    }
    admin = tokens['super-admin']!;
  });
  beforeEach(() => ctx.db.deleteFrom('mail_queue').execute());

  const call = (token: string, method: 'GET' | 'POST', url: string) =>
    ctx.app.inject({ method, url: `${ADMIN_PREFIX}${url}`, headers: bearer(token) });
  const seed = async (status: 'queued' | 'sent' | 'failed', to: string, body = 'secret body') => {
    const id = await enqueueMail(
      ctx.db,
      { to, subject: `To ${to}`, text: body },
      new Date(Date.now() + 3_600_000),
    );
    await ctx.db
      .updateTable('mail_queue')
      .set({
        status,
        attempts: 6,
        last_error: status === 'failed' ? 'refused' : null,
        next_attempt_at: status === 'queued' ? '2999-01-01T00:00:00.000Z' : null,
      })
      .where('id', '=', id)
      .execute();
    return id;
  };

  it('lists the queue newest first, filtered and paged, never with a body', async () => {
    await seed('sent', 'one@example.com');
    await seed('failed', 'two@example.com');
    await seed('failed', 'three@example.com');
    const all = await call(admin, 'GET', '/mail-queue');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((m: { to: string }) => m.to)).toEqual([
      'three@example.com',
      'two@example.com',
      'one@example.com',
    ]);
    expect(all.body).not.toContain('secret body');
    expect(Object.keys(all.json().data[0]).sort()).toEqual(
      [
        'attempts',
        'created_at',
        'id',
        'last_error',
        'next_attempt_at',
        'sent_at',
        'status',
        'subject',
        'to',
      ].sort(),
    );
    const failed = await call(admin, 'GET', '/mail-queue?status=failed&per_page=1&page=2');
    expect(failed.json().data.map((m: { to: string }) => m.to)).toEqual(['two@example.com']);
    expect(failed.json().meta).toMatchObject({ total: 2, current_page: 2 });
    expect((await call(admin, 'GET', '/mail-queue?status=lost')).statusCode).toBe(422);
  });

  it('sends a failed message again on retry, audited; a sent or unknown one is refused', async () => {
    const failed = await seed('failed', 'retry@example.com', 'the text');
    const retried = await call(admin, 'POST', `/mail-queue/${failed}/retry`);
    expect(retried.statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const row = await ctx.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('id', '=', failed)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', body: '' });
    expect((await readOutbox(ctx.db, ctx.config, { to: 'retry@example.com' }))[0]!.text).toBe(
      'the text',
    );
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'mail')
      .where('entity_id', '=', String(failed))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'retry' });

    expect((await call(admin, 'POST', `/mail-queue/${failed}/retry`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', '/mail-queue/999999/retry')).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/mail-queue/abc/retry')).statusCode).toBe(422);
  });

  it.each(['sales-manager', 'sales-agent', 'editor'])('refuses the %s', async (role) => {
    const id = await seed('failed', 'x@example.com');
    expect((await call(tokens[role]!, 'GET', '/mail-queue')).statusCode).toBe(403);
    expect((await call(tokens[role]!, 'POST', `/mail-queue/${id}/retry`)).statusCode).toBe(403);
    expect(
      (
        await ctx.db
          .selectFrom('mail_queue')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('failed');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatEml } from '../../src/server/mail/eml';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createMailer, outboxDir } from '../../src/server/mail/mailer';
import { readOutbox } from '../../src/server/mail/outboxReader';
import { createTestDatabase, dialects, type TestDatabase } from './support/testApp';

const nodemailerLoaded = () =>
  Object.keys(require.cache).some((file) => file.includes(`${path.sep}nodemailer${path.sep}`));

function logRecorder() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    log: {
      info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
      error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
    },
  };
}

describe('mailer', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-mail-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes an .eml file to the outbox and logs its path when SMTP_URL is unset', async () => {
    const { lines, log } = logRecorder();
    const mailer = createMailer(
      { dataDir, mailFrom: 'Realty <no-reply@realty.example>', smtpUrl: null },
      log,
    );
    mailer.send({
      to: 'layla@example.com',
      subject: 'إعادة تعيين كلمة المرور',
      text: 'Line one\nhttps://x.example/reset-password?token=abc',
    });
    await mailer.idle();

    const files = fs.readdirSync(outboxDir({ dataDir }));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(outboxDir({ dataDir }), files[0]!);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toMatch(/^From: Realty <no-reply@realty\.example>\r\nTo: layla@example\.com\r\n/);
    // Non-ASCII subjects are RFC 2047 encoded; the body keeps CRLF line ends.
    expect(eml).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('إعادة تعيين كلمة المرور').toString('base64')}?=`,
    );
    expect(eml).toContain('Message-ID: <');
    expect(eml).toContain('\r\n\r\nLine one\r\nhttps://x.example/reset-password?token=abc\r\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(lines).toEqual([
      {
        level: 'info',
        obj: { file, to: 'layla@example.com' },
        msg: expect.stringContaining('outbox'),
      },
    ]);
    expect(nodemailerLoaded()).toBe(false);
  });

  it('sends through nodemailer when SMTP_URL is set, and logs a failure instead of throwing', async () => {
    const { lines, log } = logRecorder();
    // Port 1 refuses connections at once: the SMTP path is taken and fails.
    const mailer = createMailer(
      { dataDir, mailFrom: 'a@realty.example', smtpUrl: 'smtp://127.0.0.1:1' },
      log,
    );
    expect(() => mailer.send({ to: 'b@example.com', subject: 'Hi', text: 'Hello' })).not.toThrow();
    await mailer.idle();
    expect(nodemailerLoaded()).toBe(true);
    expect(fs.existsSync(outboxDir({ dataDir }))).toBe(false);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([['error', 'could not send mail']]);
  });

  it('keeps header injection out of the headers', () => {
    const eml = formatEml({
      from: 'a@realty.example',
      to: 'b@example.com\r\nBcc: victim@example.com',
      subject: 'Hi',
      text: 'x',
      messageId: 'id',
    });
    expect(eml).not.toMatch(/^Bcc:/m);
  });
});

describe.each(dialects())('the outbox without SMTP [%s]', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('keeps mail where every instance reads it: a table on PostgreSQL, .eml files on SQLite', async () => {
    app.mailer.send({ to: 'omar@example.com', subject: 'إعادة تعيين', text: 'First\nsecond line' });
    app.mailer.send({ to: 'sara@example.com', subject: 'Second', text: 'Hello' });
    await app.mailer.idle();

    const mails = await readOutbox(database.db, database.config);
    expect(mails.map(({ to, subject, text }) => ({ to, subject, text }))).toEqual(
      expect.arrayContaining([
        { to: 'omar@example.com', subject: 'إعادة تعيين', text: 'First\nsecond line' },
        { to: 'sara@example.com', subject: 'Second', text: 'Hello' },
      ]),
    );
    expect(await readOutbox(database.db, database.config, { to: 'sara@example.com' })).toHaveLength(
      1,
    );
    const rows = await database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toHaveLength(dialect === 'postgres' ? 2 : 0);
    expect(fs.existsSync(outboxDir(database.config))).toBe(dialect === 'sqlite');
  });

  it('prunes the table after a week, once per period', async () => {
    if (dialect === 'sqlite') return; // The .eml files are the operator's to keep.
    await app.jobs.tick(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    // The rows are not a week old yet: the job ran and kept them.
    expect(await database.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(2);
    await database.db
      .updateTable('mail_outbox')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    await app.jobs.tick(new Date(Date.now() + 16 * 24 * 60 * 60_000));
    expect(await database.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
  });
});

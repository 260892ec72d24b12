/**
 * Outgoing mail (docs/operations.md#mail). With SMTP_URL, messages go through nodemailer (loaded only then,
 * so a server without SMTP never loads it). Without it they are kept in an outbox, so an operator (and the
 * browser tests) can still follow a reset link: on SQLite an RFC 822 `.eml` file under DATA_DIR/outbox; on
 * PostgreSQL, where several instances may serve one installation, a row of the `mail_outbox` table, which
 * every instance shares (`npm run outbox` reads either).
 * Sending is detached from the request: an answer must not wait on (or reveal anything through) delivery.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { isPostgres } from '../db/dialect';
import { formatEml } from './eml';
import { insertOutboxMail } from './outboxRepository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailLog {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface Mailer {
  /** Queues a message; failures are logged, never thrown to the caller. */
  send: (message: MailMessage) => void;
  /** Resolves when every queued message has been delivered or has failed (tests, shutdown). */
  idle: () => Promise<void>;
}

type Deliver = (message: MailMessage) => Promise<void>;

export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

function outboxDelivery(config: Pick<Config, 'dataDir' | 'mailFrom'>, log: MailLog): Deliver {
  return async (message) => {
    const dir = outboxDir(config);
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const id = randomUUID();
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    const eml = formatEml({ ...message, from: config.mailFrom, messageId: id });
    // 0600: a reset link is a credential for an hour.
    await fs.promises.writeFile(file, eml, { mode: 0o600 });
    log.info({ file, to: message.to }, 'mail written to the outbox (no SMTP_URL)');
  };
}

function databaseOutboxDelivery(db: Kysely<Database>, log: MailLog): Deliver {
  return async (message) => {
    const id = await insertOutboxMail(db, {
      messageId: randomUUID(),
      to: message.to,
      subject: message.subject,
      body: message.text,
    });
    log.info({ outboxId: id, to: message.to }, 'mail kept in the outbox table (no SMTP_URL)');
  };
}

function smtpDelivery(smtpUrl: string, from: string): Deliver {
  let transport: Promise<{ sendMail: (options: object) => Promise<unknown> }> | null = null;
  return async (message) => {
    transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(smtpUrl),
    );
    await (await transport).sendMail({ from, ...message });
  };
}

function chooseDelivery(
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'smtpUrl'>,
  log: MailLog,
  db?: Kysely<Database>,
): Deliver {
  if (config.smtpUrl) return smtpDelivery(config.smtpUrl, config.mailFrom);
  if (db && isPostgres(db)) return databaseOutboxDelivery(db, log);
  return outboxDelivery(config, log);
}

export function createMailer(
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'smtpUrl'>,
  log: MailLog,
  db?: Kysely<Database>,
): Mailer {
  const deliver = chooseDelivery(config, log, db);
  const pending = new Set<Promise<void>>();
  return {
    send: (message) => {
      const job = deliver(message)
        .catch((err: unknown) => log.error({ err, to: message.to }, 'could not send mail'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
}

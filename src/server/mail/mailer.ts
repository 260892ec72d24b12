/**
 * Outgoing mail (docs/operations.md#mail). With SMTP_URL, messages go through nodemailer (loaded only then,
 * so a server without SMTP never loads it). Without it they are kept in an outbox, so an operator (and the
 * browser tests) can still follow a reset link: on SQLite an RFC 822 `.eml` file under DATA_DIR/outbox; on
 * PostgreSQL, where several instances may serve one installation, a row of the `mail_outbox` table, which
 * every instance shares (`npm run outbox` reads either).
 * Sending is detached from the request: an answer must not wait on (or reveal anything through) delivery.
 * With a database, every message goes through the durable queue first (createQueueMailer below).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, MailQueueRow } from '../db/database';
import { isPostgres } from '../db/dialect';
import { formatEml } from './eml';
import { claimDueMail, enqueueMail, markMailFailed, markMailSent } from './mailQueueRepository';
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

/**
 * Retries after a failed attempt, in minutes: the n-th failure waits the n-th delay; after the last one the
 * message has had MAIL_MAX_ATTEMPTS attempts and is marked failed (docs/operations.md#mail).
 */
export const MAIL_BACKOFF_MINUTES = [1, 5, 15, 60, 240] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_BACKOFF_MINUTES.length + 1;
/** How long a claimed message is held by its worker; a worker that dies meanwhile leaves it due after. */
const LEASE_MS = 5 * 60_000;
/** Messages claimed per statement. */
const BATCH = 20;
/** How often a worker looks for due messages (retries, and those a stopped instance left). */
const LOOK_EVERY_MS = 30_000;

export interface MailQueueOptions {
  /** Delivery instead of the configured one (tests inject failures). */
  deliver?: Deliver;
  /** The clock (tests move it past a backoff). */
  now?: () => Date;
  /** false: no timer; due messages go out on send, at start and on `deliverDue()` only. */
  timer?: boolean;
}

export interface QueueMailer extends Mailer {
  /** Delivers every message due now (and those queued meanwhile); resolves when this round has ended. */
  deliverDue: () => Promise<void>;
  /** Starts the timer and the first round (what a previous instance left). */
  start: () => void;
  /** Stops the timer and waits for the round under way. */
  stop: () => Promise<void>;
}

export type { Deliver };

/** The failure as a line for the row and the log: never the message itself. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim() || 'unknown error';
}

/**
 * Without a database (the CLI's tools, unit tests): each message is delivered at once and a failure is logged.
 */
export function createMailer(
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'smtpUrl'>,
  log: MailLog,
  db?: Kysely<Database>,
): Mailer {
  if (db) return createQueueMailer(config, log, db);
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

/**
 * The durable mailer: `send` writes the message to `mail_queue` and starts a round; a round claims what is
 * due, delivers it through the configured delivery, and marks each message sent (its body cleared) or due
 * again after a backoff, or failed after MAIL_MAX_ATTEMPTS. Rounds also run at start and on a timer, so
 * a restart loses nothing; claims are atomic, so several instances never send one message twice.
 */
export function createQueueMailer(
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'smtpUrl'>,
  log: MailLog,
  db: Kysely<Database>,
  options: MailQueueOptions = {},
): QueueMailer {
  const deliver = options.deliver ?? chooseDelivery(config, log, db);
  const now = options.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const attempt = async (row: MailQueueRow) => {
    try {
      await deliver({ to: row.to_address, subject: row.subject, text: row.body });
      await markMailSent(db, row.id, now());
    } catch (error) {
      const delay = MAIL_BACKOFF_MINUTES[row.attempts - 1];
      const last = row.attempts >= MAIL_MAX_ATTEMPTS || delay === undefined;
      const next = last ? null : new Date(now().getTime() + delay * 60_000);
      await markMailFailed(db, row.id, { error: reason(error), nextAttemptAt: next });
      log.error(
        { mailId: row.id, to: row.to_address, attempt: row.attempts, error: reason(error) },
        last ? 'could not send mail; gave up' : 'could not send mail; will retry',
      );
    }
  };

  const oneRound = async () => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const at = now();
        const rows = await claimDueMail(db, {
          now: at,
          leaseUntil: new Date(at.getTime() + LEASE_MS),
          limit: BATCH,
        });
        if (rows.length === 0) break;
        for (const row of rows) await attempt(row);
      }
    } while (again && !stopped);
  };

  const deliverDue = (): Promise<void> => {
    if (round) {
      again = true;
      return round;
    }
    const current = oneRound()
      .catch((err: unknown) => log.error({ err }, 'the mail queue could not be read'))
      .finally(() => {
        if (round === current) round = null;
      });
    round = current;
    return current;
  };

  return {
    send: (message) => {
      const job = enqueueMail(db, message, now())
        .then(() => deliverDue())
        .catch(async (err: unknown) => {
          // The queue cannot take it (the database is down): one direct attempt rather than nothing.
          log.error({ err, to: message.to }, 'could not queue mail; sending it directly');
          await deliver(message).catch((error: unknown) =>
            log.error({ to: message.to, error: reason(error) }, 'could not send mail'),
          );
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    idle: async () => {
      while (pending.size > 0 || round) await Promise.all([...pending, round]);
    },
    deliverDue,
    start: () => {
      if (options.timer !== false && !timer) {
        timer = setInterval(() => void deliverDue(), LOOK_EVERY_MS);
        timer.unref();
      }
      void deliverDue();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      while (pending.size > 0 || round) await Promise.all([...pending, round]);
      stopped = true;
    },
  };
}

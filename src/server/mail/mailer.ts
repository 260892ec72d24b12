/**
 * Outgoing mail (docs/operations.md#mail). With SMTP_URL, messages go through nodemailer (loaded only then,
 * so a server without SMTP never loads it). Without it they are kept in an outbox, so an operator (and the
 * browser tests) can still follow a reset link: on SQLite an RFC 822 `.eml` file under DATA_DIR/outbox; on
 * PostgreSQL, where several instances may serve one installation, a row of the `mail_outbox` table, which
 * every instance shares (`npm run outbox` reads either).
 * Sending is detached from the request: an answer must not wait on (or reveal anything through) delivery.
 * With a database, every message goes through the durable queue first (createQueueMailer below), and each
 * queued message keeps one identity (its Message-ID and Date) however often it is tried: the outbox file is
 * named after it, the table's row is kept in the queue row's transaction (docs/operations.md#mail).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, MailQueueRow } from '../db/database';
import { isPostgres } from '../db/dialect';
import { formatEml, messageIdHeader } from './eml';
import {
  claimDueMail,
  enqueueMail,
  enqueueMailOnce,
  markMailFailed,
  markMailSent,
} from './mailQueueRepository';
import { keepClaimedMail } from './outboxRepository';

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

/** What stays the same each time one message is tried: its Message-ID (the part before the @) and Date. */
export interface MessageIdentity {
  messageId: string;
  date: Date;
}

type Deliver = (message: MailMessage, identity: MessageIdentity) => Promise<void>;

/** A queued message's identity, from its row: the same on every attempt, by any instance. */
export function identityOf(row: Pick<MailQueueRow, 'id' | 'created_at'>): MessageIdentity {
  const date = new Date(row.created_at);
  return { messageId: `mail-${row.id}-${date.getTime()}`, date };
}

const freshIdentity = (): MessageIdentity => ({ messageId: randomUUID(), date: new Date() });

export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/**
 * The `.eml` files of DATA_DIR/outbox. A file is named after its message's time and id, so writing one
 * message again (a crash fell between the write and the queue row's update) replaces the same file.
 */
export function fileOutboxDelivery(
  config: Pick<Config, 'dataDir' | 'mailFrom'>,
  log: MailLog,
): Deliver {
  return async (message, { messageId, date }) => {
    const dir = outboxDir(config);
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, `${date.toISOString().replace(/[:.]/g, '-')}-${messageId}.eml`);
    const eml = formatEml({ ...message, from: config.mailFrom, messageId, date });
    // Written aside, then renamed into place: a crash mid-write never leaves half a message under the name.
    // 0600: a reset link is a credential for an hour.
    const partial = `${file}.partial`;
    await fs.promises.writeFile(partial, eml, { mode: 0o600 });
    await fs.promises.rename(partial, file);
    log.info({ file, to: message.to }, 'mail written to the outbox (no SMTP_URL)');
  };
}

function smtpDelivery(smtpUrl: string, from: string): Deliver {
  let transport: Promise<{ sendMail: (options: object) => Promise<unknown> }> | null = null;
  return async (message, { messageId, date }) => {
    transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(smtpUrl),
    );
    // A message sent again after a crash carries the same Message-ID (docs/operations.md#mail).
    await (
      await transport
    ).sendMail({
      from,
      ...message,
      messageId: messageIdHeader(from, messageId),
      date,
    });
  };
}

/** SMTP, else the `.eml` files (the table outbox is written by the queue itself, in a transaction). */
function chooseDelivery(
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'smtpUrl'>,
  log: MailLog,
): Deliver {
  if (config.smtpUrl) return smtpDelivery(config.smtpUrl, config.mailFrom);
  return fileOutboxDelivery(config, log);
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
  /**
   * Queues a message once per `dedupeKey` (`ack:lead:42`): resolves true once its row is committed, false
   * when a message with that key was queued before. Rejects when the database refuses the row, with no
   * direct attempt instead: the caller keeps its work due and comes back (docs/architecture.md#lead-intake-pipeline).
   */
  queueOnce: (message: MailMessage, dedupeKey: string) => Promise<boolean>;
  /** queueOnce inside the caller's transaction `trx`; call `deliverDue()` once it has committed. */
  queueOnceIn: (trx: Kysely<Database>, message: MailMessage, dedupeKey: string) => Promise<boolean>;
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
  const deliver = chooseDelivery(config, log);
  const pending = new Set<Promise<void>>();
  return {
    send: (message) => {
      const job = deliver(message, freshIdentity())
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
 * a restart loses nothing; claims are atomic, so several instances never send one message twice. Into the
 * outbox table (PostgreSQL without SMTP) the message and the row's update commit together; into files, a
 * second write replaces the first; by SMTP, a crash after the server took the message and before the row's
 * update sends it again when the lease ends (docs/operations.md#mail).
 */
export function createQueueMailer(
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'smtpUrl'>,
  log: MailLog,
  db: Kysely<Database>,
  options: MailQueueOptions = {},
): QueueMailer {
  const deliver = options.deliver ?? chooseDelivery(config, log);
  // PostgreSQL without SMTP: the `mail_outbox` table, written in the queue row's transaction.
  const intoTable = !options.deliver && !config.smtpUrl && isPostgres(db);
  const now = options.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const keep = async (row: MailQueueRow, identity: MessageIdentity) => {
    const kept = await keepClaimedMail(
      db,
      row,
      { messageId: identity.messageId, to: row.to_address, subject: row.subject, body: row.body },
      now(),
    );
    if (kept) log.info({ mailId: row.id, to: row.to_address }, 'mail kept in the outbox table');
    return kept;
  };

  const attempt = async (row: MailQueueRow) => {
    const identity = identityOf(row);
    try {
      let held: boolean;
      if (intoTable) held = await keep(row, identity);
      else {
        await deliver({ to: row.to_address, subject: row.subject, text: row.body }, identity);
        held = await markMailSent(db, row, now());
      }
      // Its lease ended before the attempt did, and another worker claimed it: that claim decides.
      if (!held)
        log.error(
          { mailId: row.id, to: row.to_address, attempt: row.attempts },
          intoTable
            ? 'mail claimed again meanwhile; left to the new claim'
            : 'mail delivered after its hold ended; the new claim may deliver it again',
        );
    } catch (error) {
      const delay = MAIL_BACKOFF_MINUTES[row.attempts - 1];
      const last = row.attempts >= MAIL_MAX_ATTEMPTS || delay === undefined;
      const next = last ? null : new Date(now().getTime() + delay * 60_000);
      await markMailFailed(db, row, { error: reason(error), nextAttemptAt: next });
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
          await deliver(message, freshIdentity()).catch((error: unknown) =>
            log.error({ to: message.to, error: reason(error) }, 'could not send mail'),
          );
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    queueOnce: async (message, dedupeKey) => {
      const queued = await enqueueMailOnce(db, message, dedupeKey, now());
      if (queued) void deliverDue();
      return queued;
    },
    queueOnceIn: (trx, message, dedupeKey) => enqueueMailOnce(trx, message, dedupeKey, now()),
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

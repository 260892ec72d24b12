/**
 * The mail queue's SQL (db/migrations/021_mail_queue.ts, 023). A row is claimed by moving its due time to the
 * end of a lease and counting the attempt, in one statement; on PostgreSQL the rows are picked `for update
 * skip locked`, so two instances claiming at once never take the same message. The attempt's outcome is
 * written only while the claim holds (same status, same attempt count), so a worker that comes back after
 * its lease never overwrites what the next claim did. Once sent, a message keeps no body. A message queued
 * with a dedupe key is queued once: inserting the key again does nothing.
 */
import { sql, type Kysely } from 'kysely';
import { nowIso, type Database, type MailQueueRow, type MailStatus } from '../db/database';
import { isPostgres } from '../db/dialect';

type Db = Kysely<Database>;

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
}

/** Longest error text kept on a row (the column's size). */
const ERROR_MAX = 500;

/** A new queue row for `mail`, due at once. */
const queuedRow = (mail: QueuedMail, now: Date) => ({
  to_address: mail.to,
  subject: mail.subject,
  body: mail.text,
  status: 'queued' as const,
  attempts: 0,
  next_attempt_at: nowIso(now),
  created_at: nowIso(now),
});

export async function enqueueMail(db: Db, mail: QueuedMail, now: Date): Promise<number> {
  const row = await db
    .insertInto('mail_queue')
    .values(queuedRow(mail, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Queues `mail` unless a message with `dedupeKey` was queued before (whatever became of it); answers
 * whether it queued it. Works inside the caller's transaction: the message then exists only if it commits.
 */
export async function enqueueMailOnce(
  db: Db,
  mail: QueuedMail,
  dedupeKey: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('mail_queue')
    .values({ ...queuedRow(mail, now), dedupe_key: dedupeKey })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a message with `dedupeKey` was ever queued (whatever became of it). */
export async function wasQueued(db: Db, dedupeKey: string): Promise<boolean> {
  return (await queuedKeys(db, [dedupeKey])).has(dedupeKey);
}

/** Which of these dedupe keys were ever queued. */
export async function queuedKeys(db: Db, dedupeKeys: readonly string[]): Promise<Set<string>> {
  if (dedupeKeys.length === 0) return new Set();
  const rows = await db
    .selectFrom('mail_queue')
    .select('dedupe_key')
    .where('dedupe_key', 'in', dedupeKeys)
    .execute();
  return new Set(rows.map((row) => row.dedupe_key!));
}

/**
 * The addresses messages whose dedupe key starts with `keyPrefix` (no `%` or `_` in it) were queued to
 * since `since`, among those at one of `domains` (lower case; a `_` there may match more, which the caller,
 * comparing the addresses as it needs, leaves out).
 */
export async function addressesQueuedSince(
  db: Db,
  { keyPrefix, since, domains }: { keyPrefix: string; since: Date; domains: readonly string[] },
): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('mail_queue')
    .select('to_address')
    .where('dedupe_key', 'like', `${keyPrefix}%`)
    .where('created_at', '>=', nowIso(since))
    .where((eb) =>
      eb.or(domains.map((domain) => eb(eb.fn('lower', ['to_address']), 'like', `%@${domain}`))),
    )
    .execute();
  return rows.map((row) => row.to_address);
}

/**
 * Takes up to `limit` queued messages due at `now`: each one's attempts go up by one and its due time
 * becomes `leaseUntil`, so nobody else takes it meanwhile, and a worker that dies leaves it due again.
 */
export async function claimDueMail(
  db: Db,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<MailQueueRow[]> {
  const pg = isPostgres(db);
  return db
    .updateTable('mail_queue')
    .set({ next_attempt_at: nowIso(leaseUntil), attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_queue')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', nowIso(now))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(pg, (query) => query.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

/** A claimed row as its claim left it: the id, and the attempt count that identifies the claim. */
export type MailClaim = Pick<MailQueueRow, 'id' | 'attempts'>;

/**
 * Marks the claimed message sent; answers false (and changes nothing) when the claim no longer holds: its
 * lease ended and another worker claimed it again, or it was sent meanwhile.
 */
export async function markMailSent(db: Db, claim: MailClaim, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({
      status: 'sent',
      body: '',
      sent_at: nowIso(now),
      next_attempt_at: null,
      last_error: null,
    })
    .where('id', '=', claim.id)
    .where('status', '=', 'queued')
    .where('attempts', '=', claim.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A failed attempt: due again at `nextAttemptAt`, or given up (`failed`) when that is null. Nothing changes
 * when the claim no longer holds (a later claim may have sent it).
 */
export async function markMailFailed(
  db: Db,
  claim: MailClaim,
  { error, nextAttemptAt }: { error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({
      status: nextAttemptAt ? 'queued' : 'failed',
      next_attempt_at: nextAttemptAt ? nowIso(nextAttemptAt) : null,
      last_error: error.slice(0, ERROR_MAX),
    })
    .where('id', '=', claim.id)
    .where('status', '=', 'queued')
    .where('attempts', '=', claim.attempts)
    .execute();
}

export type MailQueueEntry = Omit<MailQueueRow, 'body' | 'dedupe_key'>;

/** A page of the queue, newest first, never with a body. */
export async function listMailQueue(
  db: Db,
  { status, page, perPage }: { status?: MailStatus; page: number; perPage: number },
): Promise<{ rows: MailQueueEntry[]; total: number }> {
  let base = db.selectFrom('mail_queue');
  if (status) base = base.where('status', '=', status);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
    base
      .select([
        'id',
        'to_address',
        'subject',
        'status',
        'attempts',
        'next_attempt_at',
        'last_error',
        'created_at',
        'sent_at',
      ])
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findMailQueueEntry(db: Db, id: number): Promise<MailQueueRow | undefined> {
  return db.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Makes a failed (or waiting) message due now, for one more attempt; answers whether it did. A message sent,
 * or whose body is no longer kept, cannot be sent again.
 */
export async function retryMail(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ status: 'queued', next_attempt_at: nowIso(now) })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'failed'])
    .where('body', '<>', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Housekeeping: sent rows older than `sentBefore` go; failed rows older than `failedBefore` lose their body. */
export async function pruneMailQueue(
  db: Db,
  { sentBefore, failedBefore }: { sentBefore: Date; failedBefore: Date },
): Promise<{ removed: number; cleared: number }> {
  const removed = await db
    .deleteFrom('mail_queue')
    .where('status', '=', 'sent')
    .where('created_at', '<', nowIso(sentBefore))
    .executeTakeFirst();
  const cleared = await db
    .updateTable('mail_queue')
    .set({ body: '' })
    .where('status', '=', 'failed')
    .where('created_at', '<', nowIso(failedBefore))
    .where('body', '<>', '')
    .executeTakeFirst();
  return { removed: Number(removed.numDeletedRows), cleared: Number(cleared.numUpdatedRows) };
}

/** Every row the queue holds, sent or not. */
export async function countQueuedMail(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

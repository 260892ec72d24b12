/**
 * The database outbox's SQL (db/migrations/012_mail_outbox.ts): mail kept for an operator to read. A queued
 * message moves in with its queue row's update, in one transaction, so a crash never keeps it twice
 * (docs/operations.md#mail).
 */
import type { Kysely } from 'kysely';
import { nowIso, type Database, type MailOutboxRow } from '../db/database';
import { markMailSent, type MailClaim } from './mailQueueRepository';

type Db = Kysely<Database>;

export interface OutboxMail {
  messageId: string;
  to: string;
  subject: string;
  body: string;
}

/** Keeps the message; answers its row's id, or null when a message with its id is kept already. */
export async function insertOutboxMail(db: Db, mail: OutboxMail): Promise<number | null> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      message_id: mail.messageId,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Delivery into the table for a claimed queue row: the row is marked sent and the message kept in one
 * transaction, or neither. Answers false, having written nothing, when the claim no longer held (another
 * worker claimed the row after this one's lease ended, and keeps the message itself).
 */
export async function keepClaimedMail(
  db: Db,
  claim: MailClaim,
  mail: OutboxMail,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await markMailSent(trx, claim, now))) return false;
    await insertOutboxMail(trx, mail);
    return true;
  });
}

/** The newest messages first, optionally only those to one address. */
export async function listOutboxMail(
  db: Db,
  { limit, to }: { limit: number; to?: string },
): Promise<MailOutboxRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where('to_address', '=', to);
  return query.execute();
}

export async function findOutboxMail(db: Db, id: number): Promise<MailOutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Removes messages written before `cutoff`; answers how many. */
export async function pruneOutboxMail(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('created_at', '<', nowIso(cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

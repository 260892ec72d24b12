/** The database outbox's SQL (db/migrations/012_mail_outbox.ts): mail kept for an operator to read. */
import type { Kysely } from 'kysely';
import { nowIso, type Database, type MailOutboxRow } from '../db/database';

type Db = Kysely<Database>;

export interface OutboxMail {
  messageId: string;
  to: string;
  subject: string;
  body: string;
}

export async function insertOutboxMail(db: Db, mail: OutboxMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      message_id: mail.messageId,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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

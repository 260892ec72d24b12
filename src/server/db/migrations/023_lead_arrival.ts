/**
 * A lead's arrival work made durable (docs/architecture.md#lead-intake-pipeline): `leads.arrival_pending_since`
 * is written with the lead by the intake and cleared once every arrival step has run, so a once-per-fleet
 * sweep finds the leads a crash left half-announced; `mail_queue.dedupe_key` makes queueing a message
 * idempotent (`ack:lead:42`: a second insert with the key does nothing), so a step run again never mails
 * twice. Both columns are nullable and nothing is backfilled: leads written before (or by a release that
 * does not know the column, during a rolling upgrade) are never swept, and older mail has no key. No app
 * code, as in every migration.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('leads').addColumn('arrival_pending_since', 'text').execute();
  // Partial: only the few leads whose arrival is unfinished are in it, however many leads there are.
  await db.schema
    .createIndex('leads_arrival_pending_index')
    .on('leads')
    .column('arrival_pending_since')
    .where(sql.ref('arrival_pending_since'), 'is not', null)
    .execute();
  await db.schema.alterTable('mail_queue').addColumn('dedupe_key', 'varchar(200)').execute();
  // Unique on both dialects, where NULLs never collide: mail without a key is never held back.
  await db.schema
    .createIndex('mail_queue_dedupe_key_index')
    .on('mail_queue')
    .column('dedupe_key')
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('mail_queue_dedupe_key_index').execute();
  await db.schema.alterTable('mail_queue').dropColumn('dedupe_key').execute();
  await db.schema.dropIndex('leads_arrival_pending_index').execute();
  await db.schema.alterTable('leads').dropColumn('arrival_pending_since').execute();
}

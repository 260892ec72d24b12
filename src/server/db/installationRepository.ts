/**
 * When the installation started (migration 022): the moment its first start had migrated the database, made
 * the first administrator and added the demo content, just before it first served. Leads created before it
 * are history to the escalation job (docs/product.md#speed-to-lead).
 */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from './database';

const ROW_ID = 1;

/** The recorded start; null for a database no server has started on yet. */
export async function installationStart(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('installation')
    .select('started_at')
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  return row?.started_at ?? null;
}

/** Records `at` as the start unless one is recorded: later starts, and other instances, keep the first. */
export async function recordInstallationStart(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .insertInto('installation')
    .values({ id: ROW_ID, started_at: nowIso(at) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The little SQL the live events need on PostgreSQL (docs/architecture.md#live-events): sending a
 * notification on the pool, and the schema the connections work in, which names the channel so that two
 * installations (or two test suites) in one database never hear each other.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

export async function notify(
  db: Kysely<Database>,
  channel: string,
  payload: string,
): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

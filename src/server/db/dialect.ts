/** Which dialect a Kysely instance speaks; apart from connect.ts so that asking does not load the pg driver. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './database';

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The cheapest round trip to the database: readiness checks (plugins/health.ts). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

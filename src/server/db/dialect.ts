/** Which dialect a Kysely instance speaks; apart from connect.ts so that asking does not load the pg driver. */
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './database';

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

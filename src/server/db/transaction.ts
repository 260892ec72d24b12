/** Work that is one transaction: the caller's when `db` is one already, else a new one. */
import type { Kysely } from 'kysely';
import type { Database } from './database';

export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

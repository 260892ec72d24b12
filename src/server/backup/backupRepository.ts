/**
 * The SQL of backups (docs/operations.md#backups): how many leads, users and media rows a backup holds
 * (read from the SQLite snapshot itself, or inside the snapshot pg_dump copies), and PostgreSQL's exported
 * snapshot that lets pg_dump see exactly what this transaction sees.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';

export interface BackupCounts {
  leads: number;
  users: number;
  media: number;
}

export async function backupCounts(db: Kysely<Database>): Promise<BackupCounts> {
  const count = async (table: 'leads' | 'users' | 'media') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { leads: await count('leads'), users: await count('users'), media: await count('media') };
}

/**
 * Exports the snapshot of `trx` (a REPEATABLE READ transaction on PostgreSQL) for `pg_dump --snapshot`; it
 * stays valid while the transaction is open.
 */
export async function exportSnapshot(trx: Transaction<Database>): Promise<string> {
  const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
  return rows[0]!.id;
}

/**
 * The SQLite side of `npm run backup` and `npm run restore` (docs/operations.md#backups):
 * - a consistent copy of a database another process is writing, by `VACUUM INTO` on a connection of our
 *   own. It reads in one transaction: under WAL the server's writers go on meanwhile, and the copy is the
 *   database as of that transaction's start, in one self-contained file (rollback journal, no -wal);
 * - a snapshot opened read-only, to count what it holds and list the media files its rows name;
 * - whether some process has a database open, by asking for an exclusive lock it cannot get then.
 */
import fs from 'node:fs';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './database';
import SQLite from './sqliteDriver';

/** Writes a consistent copy of the database `file` into `target` (which must not exist) and syncs it. */
export function snapshotSqlite(file: string, target: string): void {
  const live = new SQLite(file, { fileMustExist: true });
  try {
    // A writer holding the lock briefly makes the snapshot's read wait, not fail.
    live.pragma('busy_timeout = 5000');
    live.prepare('VACUUM INTO ?').run(target);
  } finally {
    live.close();
  }
  // VACUUM INTO does not sync its output: a backup must survive a power cut once the command says done.
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** A snapshot opened read-only, to read what it holds. */
export function openSnapshot(file: string): Kysely<Database> {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** SQLite's own check of a file's structure: 'ok', or the first problems it found. */
export function quickCheck(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    return rows.map((row) => row.quick_check).join('; ');
  } finally {
    db.close();
  }
}

/**
 * Whether another connection (in this process or any other) has the database `file` open. Every open
 * connection of a WAL database holds a shared lock that an exclusive-mode transaction must break, so the
 * attempt fails at once with SQLITE_BUSY while a server, a worker thread or a CLI has it open. A file that
 * does not exist is not in use.
 */
export function sqliteInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

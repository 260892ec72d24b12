/**
 * A second, read-only SQLite connection for long reads (the CSV export). better-sqlite3 is synchronous and
 * Kysely runs one statement at a time on the app's connection, so an export on it would queue every other
 * request behind its batches; with WAL a separate reader sees a consistent snapshot per statement and never
 * blocks the writer. PostgreSQL has a pool, so it reads through the app's own database.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import { isPostgres } from '../db/connect';
import type { Database } from '../db/database';

export interface ReadDb {
  get: () => Kysely<Database>;
  close: () => Promise<void>;
}

export function readDbFor(db: Kysely<Database>, config: Pick<Config, 'database'>): ReadDb {
  if (isPostgres(db) || config.database.dialect !== 'sqlite') {
    return { get: () => db, close: async () => {} };
  }
  let reader: Kysely<Database> | null = null;
  return {
    get: () => {
      if (!reader) {
        const sqlite = new SQLite(config.database.url, { readonly: true, fileMustExist: true });
        sqlite.pragma('busy_timeout = 5000');
        reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
      }
      return reader;
    },
    close: async () => {
      await reader?.destroy();
      reader = null;
    },
  };
}

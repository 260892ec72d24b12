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
  get: () => { db: Kysely<Database>; raw: SQLite.Database | null };
  close: () => Promise<void>;
}

export function readDbFor(db: Kysely<Database>, config: Pick<Config, 'database'>): ReadDb {
  if (isPostgres(db) || config.database.dialect !== 'sqlite') {
    return { get: () => ({ db, raw: null }), close: async () => {} };
  }
  let reader: { db: Kysely<Database>; raw: SQLite.Database } | null = null;
  return {
    get: () => {
      if (!reader) {
        const raw = new SQLite(config.database.url, { readonly: true, fileMustExist: true });
        raw.pragma('busy_timeout = 5000');
        reader = {
          raw,
          db: new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) }),
        };
      }
      return reader;
    },
    close: async () => {
      await reader?.db.destroy();
      reader = null;
    },
  };
}

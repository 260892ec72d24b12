/** Opens the configured database: a SQLite file by default, PostgreSQL when DATABASE_URL says so. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from './sqliteDriver';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';

export interface CreateDbOptions {
  /**
   * PostgreSQL only: run every connection with this search_path, so tests can isolate themselves in a fresh
   * schema. The name must be a plain identifier.
   */
  schema?: string;
  /**
   * PostgreSQL only: told when an idle pooled connection fails (the server restarted or ended it). Without a
   * listener, pg's pool re-emits that as an unhandled 'error' event and the process dies; with one, the pool
   * drops the connection and opens a fresh one on the next query (docs/operations.md#faults).
   */
  onIdleError?: (error: Error) => void;
}

function openSqlite(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed during a write; synchronous=FULL makes a commit durable before we answer
  // (a lead's 201 comes only after its commit: docs/architecture.md#lead-intake-pipeline); busy_timeout
  // waits instead of failing when another process writes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A 64 MB page cache (SQLite's default is 2 MB): at a million leads the lead indexes and the search index
  // stay in memory, which takes about a third off a broad search (measured 12 → 8 ms for the page query).
  sqlite.pragma('cache_size = -65536');
  return sqlite;
}

const CONNECT_TIMEOUT_MS = 5_000;

export function createDb(
  config: Pick<Config, 'database'> & Partial<Pick<Config, 'databasePoolMax'>>,
  options: CreateDbOptions = {},
): Kysely<Database> {
  const { dialect, url } = config.database;
  if (dialect === 'sqlite') {
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(url) }) });
  }
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${options.schema}"`);
  }
  const connection: PostgresConnection = {
    connectionString: url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  // The driver is loaded with the first connection, not at start: an installation on SQLite never needs it
  // (docs/performance.md#cold-start).
  const pool = async (): Promise<pg.Pool> => {
    const { default: driver } = await import('pg');
    const created = new driver.Pool({
      ...connection,
      // Per instance: N instances hold up to N × this many connections (DATABASE_POOL_MAX).
      max: config.databasePoolMax ?? 10,
      // While the server is away a query fails in seconds (503, Retry-After) rather than queueing unbounded.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    created.on('error', options.onIdleError ?? (() => {}));
    // A connection checked out of the pool has no listener of the pool's: the server ending it between two
    // statements (a restart, during a transaction's other work) would be an unhandled 'error' event and end
    // the process. Its statement fails on its own (503), and the pool drops it when it is released.
    created.on('connect', (client) => client.on('error', () => {}));
    return created;
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  connections.set(db, connection);
  return db;
}

/** How a PostgreSQL database opened by createDb connects: what a worker thread needs to open its own. */
export interface PostgresConnection {
  connectionString: string;
  /** The session options (a test's search_path). */
  options?: string;
}

const connections = new WeakMap<Kysely<Database>, PostgresConnection>();

/** The connection settings of a PostgreSQL database opened by createDb; undefined for any other. */
export function postgresConnectionOf(db: Kysely<Database>): PostgresConnection | undefined {
  return connections.get(db);
}

export { isPostgres } from './dialect';

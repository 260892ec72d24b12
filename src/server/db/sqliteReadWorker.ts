/**
 * One reader of the SQLite read pool (db/sqliteReadPool.ts): its own read-only connection on the database
 * file, in WAL mode so it reads the latest commit without ever blocking the writer. It runs the compiled
 * statements it is sent and answers their rows; a statement that would write is refused.
 */
import SQLite from './sqliteDriver';
import { parentPort, workerData } from 'node:worker_threads';

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReadAnswer =
  { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

export interface ReadWorkerData {
  file: string;
}

/** Statements stay prepared; the lists issue a few dozen distinct ones. */
const STATEMENT_CACHE = 200;

if (parentPort) {
  const port = parentPort;
  const { file } = workerData as ReadWorkerData;
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  // Each reader keeps its own page cache; 32 MB holds a million leads' hot index pages.
  sqlite.pragma('cache_size = -32768');
  const statements = new Map<string, SQLite.Statement>();

  const prepare = (sql: string): SQLite.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      if (statements.size >= STATEMENT_CACHE)
        statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
    }
    return statement;
  };

  port.on('message', ({ id, sql, parameters }: ReadRequest) => {
    try {
      const statement = prepare(sql);
      if (!statement.reader) throw new Error('the read pool runs only statements that return rows');
      port.postMessage({ id, rows: statement.all(...parameters) } satisfies ReadAnswer);
    } catch (error) {
      const { message, code } = error as Error & { code?: string };
      port.postMessage({ id, error: { message, code } } satisfies ReadAnswer);
    }
  });
}

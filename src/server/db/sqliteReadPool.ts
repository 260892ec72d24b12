/**
 * A pool of SQLite readers in worker threads, as a Kysely instance for the heaviest reads (the lead lists and
 * their searches: docs/performance.md#api-at-a-million-leads). better-sqlite3 is synchronous, so on the one
 * main connection ten people searching at once wait for each other while a core sits idle; here each query
 * goes to the least busy of a few readers, each with its own read-only connection (WAL: every statement
 * sees the latest commit, so a list read right after a write shows it). Writes and transactions stay on the
 * main connection: this instance refuses them. Readers start on the first query and stop with the app.
 */
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database } from './database';
import type { ReadAnswer, ReadRequest, ReadWorkerData } from './sqliteReadWorker';
import { startWorker } from './workerThread';

interface Reader {
  worker: Worker;
  waiting: Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>;
}

/** One reader per core, at most four: more threads than cores only add switching. */
export function defaultReaders(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

class ReadPool {
  private readers: Reader[] = [];
  private nextId = 1;

  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {}

  private start(): Reader {
    const worker = startWorker('db/sqliteReadWorker', {
      workerData: { file: this.file } satisfies ReadWorkerData,
    });
    const reader: Reader = { worker, waiting: new Map() };
    worker.on('message', (answer: ReadAnswer) => {
      const waiter = reader.waiting.get(answer.id);
      if (!waiter) return;
      reader.waiting.delete(answer.id);
      if (reader.waiting.size === 0) worker.unref();
      if ('rows' in answer) waiter.resolve(answer.rows);
      else
        waiter.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
    });
    // A reader that dies fails its queries; the next query starts a fresh one in its place.
    const fail = (error: Error) => {
      this.readers = this.readers.filter((r) => r !== reader);
      for (const waiter of reader.waiting.values()) waiter.reject(error);
      reader.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`SQLite reader stopped (${code})`)));
    worker.unref();
    this.readers.push(reader);
    return reader;
  }

  /** The reader with the fewest queries waiting; a new one while fewer than `size` run and all are busy. */
  private pick(): Reader {
    let best: Reader | undefined;
    for (const reader of this.readers)
      if (!best || reader.waiting.size < best.waiting.size) best = reader;
    if (!best || (best.waiting.size > 0 && this.readers.length < this.size)) return this.start();
    return best;
  }

  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const reader = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      reader.waiting.set(id, { resolve, reject });
      reader.worker.ref();
      reader.worker.postMessage({ id, sql, parameters } satisfies ReadRequest);
    });
  }

  async close(): Promise<void> {
    const readers = this.readers;
    this.readers = [];
    await Promise.all(readers.map((reader) => reader.worker.terminate()));
  }
}

class ReadConnection implements DatabaseConnection {
  constructor(private readonly pool: ReadPool) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.pool.run(query.sql, query.parameters)) as R[] };
  }

  // eslint-disable-next-line require-yield -- the pool answers whole results only
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the SQLite read pool does not stream');
  }
}

class ReadPoolDriver implements Driver {
  private readonly connection: ReadConnection;

  constructor(private readonly pool: ReadPool) {
    this.connection = new ReadConnection(pool);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the SQLite read pool runs no transactions');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool.close();
  }
}

/** A Kysely instance whose queries run on `readers` read-only connections to the SQLite file `file`. */
export function createSqliteReadPool(file: string, readers = defaultReaders()): Kysely<Database> {
  const pool = new ReadPool(file, readers);
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ReadPoolDriver(pool),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
  return new Kysely<Database>({ dialect });
}

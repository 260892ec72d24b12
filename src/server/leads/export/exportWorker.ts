/**
 * The lead export's worker thread (started by leads/export/leadExporter.ts). Reading and formatting a million rows
 * on the main thread would hold every other request (better-sqlite3 is synchronous; on PostgreSQL the
 * formatting alone is most of the work), and its garbage would swell the server's memory; here they run on
 * their own thread, with a small young generation, and the main thread only hands finished CSV text to the
 * response. SQLite is read through its own read-only connection (WAL: a consistent snapshot per statement,
 * never blocking the writer); PostgreSQL through a pool of its own of PG_CONNECTIONS.
 *
 * Protocol, per export id: `start` (kind, filters, fields to skip), then `pull` with how many more chunks the
 * response can take; the worker sends that many `chunk`s (about chunkChars of CSV each, the first with the
 * BOM and header), working ahead while the main thread writes earlier ones, then `end` (or `error`).
 * `cancel` drops an export whose client went away. Several exports interleave, one chunk each per turn.
 */
import SQLite from '../../db/sqliteDriver';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import type { LeadKind } from '../../../shared/leads/rules';
import { csvHeader } from '../../csv';
import type { PostgresConnection } from '../../db/connect';
import type { Database } from '../../db/database';
import { exportLayout, leadCsvColumns, leadCsvLine, type ExportLayout } from './leadCsv';
import { postgresExportBatches, sqliteExportBatches } from './leadExportRepository';
import type { LeadFilters } from '../common/leadRepository';

export type ExportRequest =
  | { type: 'start'; id: number; kind: LeadKind; query: LeadFilters; skip: string[] }
  | { type: 'pull'; id: number; chunks: number }
  | { type: 'cancel'; id: number };

export type ExportAnswer =
  | { type: 'chunk'; id: number; text: string }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string };

export interface ExportWorkerData {
  /** The SQLite file, opened read-only; or the PostgreSQL database, through a pool of its own. */
  source:
    { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; connection: PostgresConnection };
  /** About this much CSV text per message. */
  chunkChars: number;
}

/** Rows read per statement: fewer, larger queries are most of the export's speed. */
const WORKER_BATCH = 1000;
/** PostgreSQL connections of the worker: two exports at once each read ahead; more wait their turn. */
const PG_CONNECTIONS = 2;

interface Export {
  batches: Iterator<unknown[][]> | AsyncIterator<unknown[][]>;
  /** The batch being written, and the index of its next row: a chunk may end inside a batch. */
  rows: unknown[][];
  next: number;
  positions: readonly number[];
  header: boolean;
  /** Chunks the main thread has room for. */
  credit: number;
}

/**
 * Linux schedules threads one by one: this thread gives way (nice 10) to the main thread when both want a
 * core, so requests keep their pace during an export, which takes whatever CPU is left (all of a core when
 * the server is idle). Elsewhere, or where /proc is missing, it keeps the normal priority.
 */
function giveWay(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
  } catch {
    // Not Linux: nothing to do.
  }
}

function start(): void {
  const port = parentPort;
  if (!port) throw new Error('exportWorker runs only as a worker thread');
  giveWay();
  const { source, chunkChars } = workerData as ExportWorkerData;
  const open = (): ((
    kind: LeadKind,
    query: LeadFilters,
    layout: ExportLayout,
  ) => Export['batches']) => {
    if (source.dialect === 'postgres') {
      const pool = new pg.Pool({ ...source.connection, max: PG_CONNECTIONS });
      // An idle connection that drops (a database restart) is discarded by the pool; unhandled, the event
      // would end the worker and the exports under way with it. A query on a dead one fails its export.
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      return (kind, query, layout) =>
        postgresExportBatches(pool, db, kind, query, WORKER_BATCH, layout);
    }
    const raw = new SQLite(source.file, { readonly: true, fileMustExist: true });
    raw.pragma('busy_timeout = 5000');
    // Only compiles statements; `raw` runs them.
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
    return (kind, query, layout) => sqliteExportBatches(raw, db, kind, query, WORKER_BATCH, layout);
  };
  const batchesOf = open();
  const exports = new Map<number, Export>();
  let scheduled = false;

  const send = (answer: ExportAnswer) => port.postMessage(answer);

  function fail(id: number, error: unknown): void {
    exports.delete(id);
    send({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }

  /** The next chunk of one export, or `end` when its rows are done. */
  async function produce(id: number, current: Export): Promise<void> {
    const lines: string[] = current.header ? [] : [csvHeader(leadCsvColumns)];
    current.header = true;
    let size = 0;
    while (size < chunkChars) {
      if (current.next === current.rows.length) {
        const batch = await current.batches.next();
        if (batch.done) break;
        current.rows = batch.value;
        current.next = 0;
      }
      const line = leadCsvLine(current.rows[current.next++]!, current.positions);
      size += line.length;
      lines.push(line);
    }
    if (lines.length === 0) {
      exports.delete(id);
      send({ type: 'end', id });
      return;
    }
    current.credit -= 1;
    // One flat string (join), not a rope of `+=`: cheaper to copy to the main thread and to write.
    send({ type: 'chunk', id, text: lines.join('') });
  }

  const wanted = () => [...exports.values()].some((current) => current.credit > 0);

  /**
   * One chunk for every export with credit, then back to the message queue (pulls, cancels) and again. A
   * PostgreSQL batch is awaited inside a turn; messages are taken meanwhile, and the next turn waits for this
   * one.
   */
  async function turn(): Promise<void> {
    for (const [id, current] of exports) {
      if (current.credit <= 0) continue;
      try {
        await produce(id, current);
      } catch (error) {
        fail(id, error);
      }
    }
    scheduled = false;
    schedule();
  }

  function schedule(): void {
    if (scheduled || !wanted()) return;
    scheduled = true;
    setImmediate(() => void turn());
  }

  port.on('message', (message: ExportRequest) => {
    try {
      if (message.type === 'start') {
        const layout = exportLayout(message.query.sort, message.skip);
        exports.set(message.id, {
          batches: batchesOf(message.kind, message.query, layout),
          positions: layout.positions,
          rows: [],
          next: 0,
          header: false,
          credit: 0,
        });
      } else if (message.type === 'pull') {
        const current = exports.get(message.id);
        if (current) current.credit += message.chunks;
      } else exports.delete(message.id);
      schedule();
    } catch (error) {
      fail(message.id, error);
    }
  });
}

start();

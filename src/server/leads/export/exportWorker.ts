/**
 * The lead export's worker thread (started by leads/export/leadExporter.ts). Reading and formatting a million rows
 * on the main thread would hold every other request (better-sqlite3 is synchronous), and its garbage would
 * swell the server's memory; here the work runs on its own thread, with a small young generation, and the
 * main thread only hands finished CSV text to the response. SQLite is read through its own read-only
 * connection (WAL: a consistent snapshot per statement, never blocking the writer) and formatted here;
 * PostgreSQL writes the CSV itself (one COPY per export, leads/export/leadExportRepository.ts) on a pool of the
 * worker's own of PG_CONNECTIONS, and this thread only decodes it.
 *
 * Protocol, per export id: `start` (kind, filters, fields to skip), then `pull` with how many more chunks the
 * response can take; the worker sends that many `chunk`s (about chunkChars of CSV each, the first with the
 * BOM and header), working ahead while the main thread writes earlier ones, then `end` (or `error`).
 * `cancel` drops an export whose client went away. Exports run side by side, a chunk per turn of the event
 * loop each.
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
import { copyStatement, copyText, sqliteExportBatches } from './leadExportRepository';
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

/** SQLite rows read per statement: fewer, larger queries are most of the export's speed. */
const WORKER_BATCH = 1000;
/**
 * PostgreSQL connections of the worker: an export holds one for its whole COPY, so this many exports run at
 * once and more wait for one to end (the main thread ends an export whose client stopped reading).
 */
const PG_CONNECTIONS = 4;

interface Export {
  /** The CSV after its header, in pieces of any size: a line each on SQLite, what COPY sent on PostgreSQL. */
  text: Iterator<string> | AsyncIterator<string>;
  /** What was read of `text` and not sent yet: a chunk may end inside a piece. */
  rest: string;
  header: boolean;
  /** Chunks the main thread has room for. */
  credit: number;
  /** A chunk is being produced. */
  busy: boolean;
}

/** The lines of SQLite's row batches, formatted here. */
function* sqliteLines(batches: Iterator<unknown[][]>, positions: readonly number[]) {
  for (let batch = batches.next(); !batch.done; batch = batches.next())
    for (const row of batch.value) yield leadCsvLine(row, positions);
}

/** Where a chunk of `size` characters may end in `text`: never between the two halves of a surrogate pair. */
function cutAt(text: string, size: number): number {
  const code = text.charCodeAt(size - 1);
  return code >= 0xd800 && code <= 0xdbff ? size + 1 : size;
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
  ) => Export['text']) => {
    if (source.dialect === 'postgres') {
      const pool = new pg.Pool({ ...source.connection, max: PG_CONNECTIONS });
      // An idle connection that drops (a database restart) is discarded by the pool; unhandled, the event
      // would end the worker and the exports under way with it. A query on a dead one fails its export.
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      return (kind, query, layout) => copyText(pool, copyStatement(db, kind, query, layout));
    }
    const raw = new SQLite(source.file, { readonly: true, fileMustExist: true });
    raw.pragma('busy_timeout = 5000');
    // Only compiles statements; `raw` runs them.
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
    return (kind, query, layout) =>
      sqliteLines(
        sqliteExportBatches(raw, db, kind, query, WORKER_BATCH, layout),
        layout.positions,
      );
  };
  const textOf = open();
  const exports = new Map<number, Export>();

  const send = (answer: ExportAnswer) => port.postMessage(answer);

  /** Drops an export; its text is ended, so a PostgreSQL export's connection is closed. */
  function drop(id: number): void {
    const current = exports.get(id);
    if (!current) return;
    exports.delete(id);
    void Promise.resolve(current.text.return?.()).catch(() => {});
  }

  function fail(id: number, error: unknown): void {
    drop(id);
    send({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }

  /** The next chunk of one export (about chunkChars), or `end` when its rows are done. */
  async function produce(id: number, current: Export): Promise<void> {
    const parts: string[] = current.header ? [] : [csvHeader(leadCsvColumns)];
    current.header = true;
    let size = 0;
    while (size < chunkChars) {
      let piece = current.rest;
      current.rest = '';
      if (!piece) {
        const next = await current.text.next();
        if (next.done) break;
        piece = next.value;
      }
      const room = chunkChars - size;
      if (piece.length > room) {
        const cut = cutAt(piece, room);
        current.rest = piece.slice(cut);
        piece = piece.slice(0, cut);
      }
      size += piece.length;
      parts.push(piece);
    }
    if (!exports.has(id)) return;
    if (parts.length === 0) {
      exports.delete(id);
      send({ type: 'end', id });
      return;
    }
    current.credit -= 1;
    // One flat string (join), not a rope of `+=`: cheaper to copy to the main thread and to write.
    send({ type: 'chunk', id, text: parts.join('') });
  }

  /**
   * Produces chunks for one export while it has credit, one per turn of the event loop, so messages (pulls,
   * cancels) and the other exports get their turns. Each export goes at its own pace: one waiting for a
   * PostgreSQL connection or its next rows holds up no other.
   */
  function pump(id: number, current: Export): void {
    if (current.busy || current.credit <= 0 || !exports.has(id)) return;
    current.busy = true;
    setImmediate(() => {
      produce(id, current)
        .catch((error: unknown) => fail(id, error))
        .finally(() => {
          current.busy = false;
          pump(id, current);
        });
    });
  }

  port.on('message', (message: ExportRequest) => {
    try {
      if (message.type === 'start') {
        const layout = exportLayout(message.query.sort, message.skip);
        exports.set(message.id, {
          text: textOf(message.kind, message.query, layout),
          rest: '',
          header: false,
          credit: 0,
          busy: false,
        });
      } else if (message.type === 'pull') {
        const current = exports.get(message.id);
        if (current) {
          current.credit += message.chunks;
          pump(message.id, current);
        }
      } else drop(message.id);
    } catch (error) {
      fail(message.id, error);
    }
  });
}

start();

/**
 * The SQLite lead export's worker thread (started by leads/leadExporter.ts). better-sqlite3 is synchronous,
 * so reading and formatting a million rows on the main thread would hold every other request; here they run
 * on their own thread with their own read-only connection (WAL: a consistent snapshot per statement, never
 * blocking the writer), and the main thread only hands finished CSV text to the response.
 *
 * Protocol, per export id: `start` (kind, filters, fields to skip), then `pull` with how many more chunks the
 * response can take; the worker sends that many `chunk`s (about chunkChars of CSV each, the first with the
 * BOM and header), working ahead while the main thread writes earlier ones, then `end` (or `error`).
 * `cancel` drops an export whose client went away. Several exports interleave, one chunk each per turn.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { LeadKind } from '../../shared/leads/rules';
import { csvHeader } from '../csv';
import type { Database } from '../db/database';
import { exportLayout, leadCsvColumns, leadCsvLine } from './leadCsv';
import { sqliteExportBatches } from './leadExportRepository';
import type { LeadFilters } from './leadRepository';

export type ExportRequest =
  | { type: 'start'; id: number; kind: LeadKind; query: LeadFilters; skip: string[] }
  | { type: 'pull'; id: number; chunks: number }
  | { type: 'cancel'; id: number };

export type ExportAnswer =
  | { type: 'chunk'; id: number; text: string }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string };

export interface ExportWorkerData {
  file: string;
  /** About this much CSV text per message. */
  chunkChars: number;
}

/** Rows read per statement (no event loop to share here, so larger than the in-process batch). */
const WORKER_BATCH = 1000;

interface Export {
  batches: Generator<unknown[][]>;
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
  const { file, chunkChars } = workerData as ExportWorkerData;
  const raw = new SQLite(file, { readonly: true, fileMustExist: true });
  raw.pragma('busy_timeout = 5000');
  // Only compiles statements; `raw` runs them.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  const exports = new Map<number, Export>();
  let scheduled = false;

  const send = (answer: ExportAnswer) => port.postMessage(answer);

  function fail(id: number, error: unknown): void {
    exports.delete(id);
    send({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }

  /** The next chunk of one export, or `end` when its rows are done. */
  function produce(id: number, current: Export): void {
    const lines: string[] = current.header ? [] : [csvHeader(leadCsvColumns)];
    current.header = true;
    let size = 0;
    while (size < chunkChars) {
      const next = current.batches.next();
      if (next.done) break;
      for (const row of next.value) {
        const line = leadCsvLine(row, current.positions);
        size += line.length;
        lines.push(line);
      }
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

  /** One chunk for every export with credit, then back to the message queue (pulls, cancels) and again. */
  function turn(): void {
    scheduled = false;
    for (const [id, current] of exports) {
      if (current.credit <= 0) continue;
      try {
        produce(id, current);
      } catch (error) {
        fail(id, error);
      }
    }
    schedule();
  }

  function schedule(): void {
    if (scheduled || !wanted()) return;
    scheduled = true;
    setImmediate(turn);
  }

  port.on('message', (message: ExportRequest) => {
    try {
      if (message.type === 'start') {
        const layout = exportLayout(message.query.sort, message.skip);
        exports.set(message.id, {
          batches: sqliteExportBatches(raw, db, message.kind, message.query, WORKER_BATCH, layout),
          positions: layout.positions,
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

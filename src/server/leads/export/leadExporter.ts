/**
 * The lead CSV export as a stream, read in a worker thread (leads/export/exportWorker.ts) so it does not hold other
 * requests up: SQLite through the worker's own read-only connection, PostgreSQL through its own small pool.
 * The worker is started ahead of need and kept for the next export; the main thread only passes its CSV
 * chunks on. The response asks the worker for up to WINDOW chunks ahead of the socket, so the worker reads
 * while the socket writes, and stops when a slow client stops reading; a client that has read nothing for
 * EXPORT_STALL_MS loses its export (a PostgreSQL export holds a connection and a snapshot while it runs).
 */
import { Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { LEAD_CSV_FIELDS, leadKindHolds, type LeadKind } from '../../../shared/leads/rules';
import type { Config } from '../../config';
import { isPostgres } from '../../db/dialect';
import { postgresConnectionOf } from '../../db/connect';
import { startWorker } from '../../db/workerThread';
import type { Database } from '../../db/database';
import { EXPORT_CHUNK_CHARS } from './leadExportRepository';
import type { LeadFilters } from '../common/leadRepository';
import type { ExportAnswer, ExportRequest, ExportWorkerData } from './exportWorker';

export interface LeadExporter {
  stream: (kind: LeadKind, query: LeadFilters) => Readable;
  /**
   * Starts the worker ahead of need (it takes about 0.2 s to load): called when a lead list is read, since
   * the export button is on that list, so the export's first byte does not wait for it.
   */
  warm: () => void;
  close: () => Promise<void>;
}

/** Chunks asked of the worker ahead of the socket, so neither side waits on the other. */
const WINDOW = 4;
/** How long an export waits for a client that reads nothing before it ends the response. */
export const EXPORT_STALL_MS = 120_000;

/**
 * The CSV fields a kind's leads never hold: the other kinds' own fields (a project lead has no city, other
 * leads no project name). The intake refuses unknown fields and no admin action writes these, so the SQLite
 * export leaves their cells empty without reading them.
 */
export function fieldsNeverHeld(kind: LeadKind): string[] {
  return LEAD_CSV_FIELDS.filter((field) => !leadKindHolds(kind, field));
}

export function leadExporter(
  db: Kysely<Database>,
  config: Pick<Config, 'database'>,
  stallMs = EXPORT_STALL_MS,
): LeadExporter {
  if (!isPostgres(db) && config.database.dialect === 'sqlite')
    return workerExporter({ dialect: 'sqlite', file: config.database.url }, stallMs);
  const connection = postgresConnectionOf(db);
  if (!connection)
    throw new Error('the lead export needs a PostgreSQL database opened by createDb');
  return workerExporter({ dialect: 'postgres', connection }, stallMs);
}

interface Running {
  stream: Readable;
  /** Chunks asked of the worker and not yet received. */
  asked: number;
  /** Runs while every chunk asked for is held and the client reads none of them. */
  stalled: NodeJS.Timeout | null;
}

function workerExporter(source: ExportWorkerData['source'], stallMs: number): LeadExporter {
  let worker: Worker | null = null;
  let nextId = 1;
  const running = new Map<number, Running>();

  function ensureWorker(): Worker {
    if (worker) return worker;
    const started = startWorker('leads/export/exportWorker', {
      // A small young generation keeps the export's garbage (a million rows' strings) from swelling memory:
      // measured +50 MB resident over an export, against +70–110 MB with V8's defaults. The old generation
      // holds little (statements and the compiled modules); its limit only guards against a runaway.
      resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 },
      workerData: { source, chunkChars: EXPORT_CHUNK_CHARS } satisfies ExportWorkerData,
    });
    started.on('message', (answer: ExportAnswer) => {
      const current = running.get(answer.id);
      if (!current) return;
      if (answer.type === 'chunk') {
        current.asked -= 1;
        current.stream.push(answer.text);
        if (current.asked === 0) watch(current);
        return;
      }
      running.delete(answer.id);
      settle();
      if (answer.type === 'end') current.stream.push(null);
      else current.stream.destroy(new Error(`lead export failed: ${answer.message}`));
    });
    // A crash fails the exports under way; the next export starts a fresh worker.
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const { stream } of running.values()) stream.destroy(error);
      running.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`lead export worker stopped (${code})`)));
    worker = started;
    return started;
  }

  const post = (message: ExportRequest) => ensureWorker().postMessage(message);
  // An idle worker does not keep the process alive; one with exports under way does.
  const settle = () => (running.size > 0 ? worker?.ref() : worker?.unref());

  /** Waits for the client to read: a client that takes nothing for stallMs has gone, however it looks. */
  function watch(current: Running): void {
    if (current.stalled) clearTimeout(current.stalled);
    current.stalled = setTimeout(
      () => current.stream.destroy(new Error('the client stopped reading the lead export')),
      stallMs,
    ).unref();
  }

  function stream(kind: LeadKind, query: LeadFilters): Readable {
    const id = nextId++;
    const current: Running = {
      asked: 0,
      stalled: null,
      stream: new Readable({
        // Strings, not Buffers: the socket encodes a string into memory it frees as soon as it is written,
        // where a Buffer per chunk would be garbage the main thread collects only now and then (measured:
        // +100 MB of resident memory over an export of 430 000 rows). Read() is called whenever fewer than
        // one chunk is held: top the window up then.
        objectMode: true,
        highWaterMark: 1,
        read: () => {
          if (current.stalled) clearTimeout(current.stalled);
          current.stalled = null;
          const chunks = WINDOW - current.asked;
          if (chunks <= 0) return;
          current.asked += chunks;
          post({ type: 'pull', id, chunks });
        },
        destroy: (error, callback) => {
          if (current.stalled) clearTimeout(current.stalled);
          if (running.delete(id))
            worker?.postMessage({ type: 'cancel', id } satisfies ExportRequest);
          settle();
          callback(error);
        },
      }),
    };
    running.set(id, current);
    post({ type: 'start', id, kind, query, skip: fieldsNeverHeld(kind) });
    settle();
    return current.stream;
  }

  return {
    stream,
    warm: () => {
      ensureWorker();
      settle();
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}

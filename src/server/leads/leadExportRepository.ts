/**
 * The CSV export's rows, as arrays in LEAD_CSV_FIELDS order: the filtered set walked in keyset order —
 * `(sort column, id)` past the last row seen, never OFFSET, so each batch costs the same however deep the
 * export is.
 * - SQLite: `sqliteExportBatches` runs the statements Kysely builds on a read-only connection in raw (array)
 *   mode, synchronously; it runs inside the export worker (leads/exportWorker.ts), off the event loop.
 * - PostgreSQL: `leadExportRows` reads through the pool, batch by batch, yielding between batches.
 */
import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { LEAD_CSV_FIELDS, type LeadKind } from '../../shared/leads/rules';
import type { Database } from '../db/database';
import { exportLayout, type ExportLayout } from './leadCsv';
import {
  filteredLeads,
  leadOrder,
  leadSelection,
  ordered,
  type LeadFilters,
} from './leadRepository';
import { leadToWire, type LeadSelection } from './leadWire';

/** Small enough that a batch (query + CSV) holds the event loop only briefly before other requests run. */
const EXPORT_BATCH = 250;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

type Keyset = { key: unknown; id: unknown } | null;

/** One keyset page of the export: the given fields, then the sort key when asked for. */
function exportPage(
  db: Kysely<Database>,
  kind: LeadKind,
  query: LeadFilters,
  last: Keyset,
  size: number,
  layout: Pick<ExportLayout, 'fields' | 'keyColumn'> = { fields: LEAD_CSV_FIELDS, keyColumn: true },
) {
  const { expr, direction } = leadOrder(query.sort);
  let qb = filteredLeads(db, kind, query)
    .select(layout.fields.map(leadSelection))
    .$if(layout.keyColumn, (q) => q.select(sql<string>`${expr}`.as('sort_key')));
  if (last)
    qb = qb.where(
      sql<boolean>`(${expr}, leads.id) ${sql.raw(direction === 'desc' ? '<' : '>')} (${last.key}, ${last.id})`,
    );
  return ordered(qb, query.sort).limit(size);
}

const keysetOf = (rows: unknown[][], keyIndex: number): Keyset => {
  const tail = rows[rows.length - 1]!;
  return { key: tail[keyIndex], id: tail[0] };
};

/**
 * SQLite, synchronously, rows in `layout`: `db` only compiles the statements (the first page and the one
 * past a row differ), `raw` runs them, each prepared once, in array mode.
 */
export function* sqliteExportBatches(
  raw: SQLite.Database,
  db: Kysely<Database>,
  kind: LeadKind,
  query: LeadFilters,
  size: number,
  layout: ExportLayout = exportLayout(query.sort),
): Generator<unknown[][]> {
  const statements = new Map<string, SQLite.Statement>();
  let last: Keyset = null;
  for (;;) {
    const { sql: text, parameters } = exportPage(db, kind, query, last, size, layout).compile();
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = raw.prepare(text).raw(true)));
    const rows = statement.all(...parameters) as unknown[][];
    if (rows.length === 0) return;
    const { consent } = layout;
    if (consent !== -1) for (const row of rows) row[consent] = row[consent] === 1;
    last = keysetOf(rows, layout.key);
    yield rows;
    if (rows.length < size) return;
  }
}

/** PostgreSQL: batch by batch through the pool, giving the event loop back between batches. */
export async function* leadExportRows(
  db: Kysely<Database>,
  kind: LeadKind,
  query: LeadFilters,
  size = EXPORT_BATCH,
): AsyncGenerator<unknown[][]> {
  let last: Keyset = null;
  for (;;) {
    const rows = (await exportPage(db, kind, query, last, size).execute()).map((row) => {
      const lead = leadToWire(row as unknown as LeadSelection);
      return [...LEAD_CSV_FIELDS.map((field) => lead[field]), row.sort_key];
    });
    if (rows.length === 0) return;
    last = keysetOf(rows, LEAD_CSV_FIELDS.length);
    yield rows;
    if (rows.length < size) return;
    await nextTick();
  }
}

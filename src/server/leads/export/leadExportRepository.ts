/**
 * The CSV export's rows, as arrays in LEAD_CSV_FIELDS order: the filtered set walked in keyset order —
 * `(sort column, id)` past the last row seen, never OFFSET, so each batch costs the same however deep the
 * export is.
 * Both run inside the export worker (leads/export/exportWorker.ts), off the server's event loop:
 * - SQLite: `sqliteExportBatches` runs the statements Kysely builds on a read-only connection in raw (array)
 *   mode, synchronously.
 * - PostgreSQL: `postgresExportBatches` reads through the worker's own small pool, batch by batch, and asks
 *   for the next batch while the last one is formatted.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { LEAD_CSV_FIELDS, type LeadKind } from '../../../shared/leads/rules';
import type { Database } from '../../db/database';
import { exportLayout, type ExportLayout } from './leadCsv';
import {
  filteredLeads,
  leadOrder,
  leadSelection,
  ordered,
  type LeadFilters,
} from '../common/leadRepository';
import { wireConversion } from '../common/leadWire';

/**
 * Characters of CSV per chunk handed to the response: strings this size stay below V8's large-object size
 * (128 KB, even when Arabic makes them two bytes a character), so the frequent young-generation collections
 * free them instead of the rare full ones.
 */
export const EXPORT_CHUNK_CHARS = 48 * 1024;

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

/**
 * PostgreSQL, rows in `layout` (only its fields: not those the kind never holds), numbers and flags converted
 * as on the wire. As on SQLite, `db` only compiles the statements; `pool` runs them in array mode (a third
 * faster than rows as objects). The next batch's query is sent as soon as this batch's last row is known, so
 * the database reads it while this one is formatted.
 */
export async function* postgresExportBatches(
  pool: pg.Pool,
  db: Kysely<Database>,
  kind: LeadKind,
  query: LeadFilters,
  size: number,
  layout: ExportLayout,
): AsyncGenerator<unknown[][]> {
  const conversions = layout.fields.map(wireConversion);
  const page = (last: Keyset): Promise<unknown[][]> => {
    const { sql: text, parameters } = exportPage(db, kind, query, last, size, layout).compile();
    const pending = pool
      .query<unknown[]>({ text, values: [...parameters], rowMode: 'array' })
      .then(({ rows }) => {
        for (const row of rows)
          conversions.forEach((to, index) => {
            if (to && row[index] !== null) row[index] = to(row[index]);
          });
        return rows;
      });
    // Handled here so that an export abandoned mid-query leaves no unhandled rejection.
    pending.catch(() => {});
    return pending;
  };
  let next: Promise<unknown[][]> | null = page(null);
  while (next) {
    const rows: unknown[][] = await next;
    next = rows.length === size ? page(keysetOf(rows, layout.key)) : null;
    if (rows.length > 0) yield rows;
  }
}

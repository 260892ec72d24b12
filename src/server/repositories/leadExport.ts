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
import { DEFAULT_LEAD_SORT } from '../../shared/leadRules';
import type { Lead, LeadKind } from '../../shared/leads';
import { csvCell, type CsvColumn, type CsvValue } from '../csv';
import type { Database } from '../db/database';
import { leadToWire, type LeadSelection } from './leadWire';
import { filteredLeads, leadOrder, ordered, type LeadFilters } from './leads';

export const LEAD_CSV_FIELDS = [
  'id',
  'reference',
  'kind',
  'status',
  'name',
  'email',
  'phone',
  'message',
  'locale',
  'read_at',
  'subject',
  'project_id',
  'project_name',
  'purpose',
  'bedrooms',
  'budget',
  'service',
  'country_of_residence',
  'preferred_contact_time',
  'property_type',
  'city',
  'community',
  'area',
  'area_unit',
  'asking_price',
  'currency',
  'occupancy',
  'completion',
  'source_url',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'consent',
  'user_agent',
  'notes_count',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Lead)[];

/**
 * The leads CSV: every field of the contract, in this order (kind-specific columns empty for other kinds).
 * Rows are arrays in this order (objects with 38 keys cost twice as much to build).
 */
export const leadCsvColumns: CsvColumn<readonly unknown[]>[] = LEAD_CSV_FIELDS.map(
  (field, index) => ({ header: field, value: (row) => row[index] as CsvValue }),
);

const FIELD_COUNT = LEAD_CSV_FIELDS.length;
type LeadCsvField = (typeof LEAD_CSV_FIELDS)[number];

/**
 * What the SQLite export reads, and where each CSV column finds its value in a row read.
 * - `skip`: fields the kind's leads never hold (leads/leadExporter.ts derives them from the intake schemas),
 *   written as empty cells without being read: a third of a project lead's columns, a half of a contact's.
 * - The sort key: the sorted field itself when it is a CSV field as stored (created_at, status, reference),
 *   else an extra last column (lower(name)).
 * Fewer values a row is most of what the read costs: each one is a JavaScript value built by the driver.
 */
export interface ExportLayout {
  fields: readonly LeadCsvField[];
  /** Per CSV column, its index in a row read, or -1 for an empty cell. */
  positions: readonly number[];
  consent: number;
  key: number;
  keyColumn: boolean;
}

export function exportLayout(sort: string | undefined, skip: readonly string[] = []): ExportLayout {
  const fields = LEAD_CSV_FIELDS.filter((field) => !skip.includes(field));
  const sorted = (sort ?? DEFAULT_LEAD_SORT).replace(/^-/, '');
  const keyField = sorted !== 'name' ? fields.indexOf(sorted as LeadCsvField) : -1;
  return {
    fields,
    positions: LEAD_CSV_FIELDS.map((field) => fields.indexOf(field)),
    consent: fields.indexOf('consent'),
    key: keyField === -1 ? fields.length : keyField,
    keyColumn: keyField === -1,
  };
}

const FULL_POSITIONS = LEAD_CSV_FIELDS.map((_, index) => index);

/**
 * One lead's CSV line from its array row, as `csvLine` would write it: every text cell through `csvCell`;
 * numbers, booleans and nulls as `join` writes them (`String(value)`, and empty for null). Written for the
 * export's million rows: no per-cell closures and one native join (measured 2.5 µs a row against 4).
 */
export function leadCsvLine(
  row: readonly unknown[],
  positions: readonly number[] = FULL_POSITIONS,
): string {
  const cells = new Array<unknown>(FIELD_COUNT);
  for (let i = 0; i < FIELD_COUNT; i += 1) {
    const at = positions[i]!;
    const value = at === -1 ? null : row[at];
    cells[i] = typeof value === 'string' ? csvCell(value) : value;
  }
  return `${cells.join(',')}\r\n`;
}

/** Small enough that a batch (query + CSV) holds the event loop only briefly before other requests run. */
export const EXPORT_BATCH = 250;

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
    .select(layout.fields)
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
    last = keysetOf(rows, FIELD_COUNT);
    yield rows;
    if (rows.length < size) return;
    await nextTick();
  }
}

/**
 * The CSV export's rows, as arrays in LEAD_CSV_FIELDS order: the filtered set walked in keyset order —
 * `(sort column, id)` past the last row seen, never OFFSET, so each batch costs the same however deep the
 * export is — one batch per statement, yielding to the event loop between batches so other requests keep
 * being served. On SQLite the statement Kysely builds runs on the read-only connection in raw (array) mode.
 */
import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Lead, LeadKind } from '../../shared/leads';
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

/** Small enough that a batch (query + CSV) holds the event loop only briefly before other requests run. */
export const EXPORT_BATCH = 250;
const CONSENT = LEAD_CSV_FIELDS.indexOf('consent');
const SORT_KEY = LEAD_CSV_FIELDS.length;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ExportSource {
  db: Kysely<Database>;
  /** SQLite's read-only handle, for array-mode reads; null on PostgreSQL. */
  raw: SQLite.Database | null;
}

export async function* leadExportRows(
  source: ExportSource,
  kind: LeadKind,
  query: LeadFilters,
  size = EXPORT_BATCH,
): AsyncGenerator<unknown[][]> {
  const { expr, direction } = leadOrder(query.sort);
  const after = sql.raw(direction === 'desc' ? '<' : '>');
  const statements = new Map<string, SQLite.Statement>();
  let last: { key: unknown; id: unknown } | null = null;
  for (;;) {
    let qb = filteredLeads(source.db, kind, query)
      .select(LEAD_CSV_FIELDS)
      .select(sql<string>`${expr}`.as('sort_key'));
    if (last) qb = qb.where(sql<boolean>`(${expr}, leads.id) ${after} (${last.key}, ${last.id})`);
    const paged = ordered(qb, query.sort).limit(size);
    let rows: unknown[][];
    if (source.raw) {
      const { sql: text, parameters } = paged.compile();
      let statement = statements.get(text);
      if (!statement) statements.set(text, (statement = source.raw.prepare(text).raw(true)));
      rows = statement.all(...parameters) as unknown[][];
      for (const row of rows) row[CONSENT] = row[CONSENT] === 1;
    } else {
      rows = (await paged.execute()).map((row) => {
        const lead = leadToWire(row as unknown as LeadSelection);
        return [...LEAD_CSV_FIELDS.map((field) => lead[field]), row.sort_key];
      });
    }
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1]!;
    last = { key: tail[SORT_KEY], id: tail[0] };
    yield rows;
    if (rows.length < size) return;
    await nextTick();
  }
}

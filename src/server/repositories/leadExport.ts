/**
 * The CSV export's rows: the filtered set walked in keyset order — `(sort column, id)` past the last row
 * seen, never OFFSET, so each batch costs the same however deep the export is — one batch per statement,
 * yielding to the event loop between batches so other requests keep being served.
 */
import { sql, type Kysely } from 'kysely';
import type { Lead, LeadKind } from '../../shared/leads';
import type { Database } from '../db/database';
import { LEAD_COLUMNS, leadToWire } from './leadWire';
import { filteredLeads, leadOrder, ordered, type LeadFilters } from './leads';

export const EXPORT_BATCH = 1000;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function* leadExportBatches(
  db: Kysely<Database>,
  kind: LeadKind,
  query: LeadFilters,
  size = EXPORT_BATCH,
): AsyncGenerator<Lead[]> {
  const { expr, direction } = leadOrder(query.sort);
  const after = sql.raw(direction === 'desc' ? '<' : '>');
  let last: { key: unknown; id: number } | null = null;
  for (;;) {
    let qb = filteredLeads(db, kind, query)
      .select(LEAD_COLUMNS)
      .select(sql<string>`${expr}`.as('sort_key'));
    if (last) qb = qb.where(sql<boolean>`(${expr}, leads.id) ${after} (${last.key}, ${last.id})`);
    const rows = await ordered(qb, query.sort).limit(size).execute();
    if (rows.length === 0) return;
    yield rows.map(({ sort_key: _key, ...row }) => leadToWire(row));
    if (rows.length < size) return;
    const tail = rows[rows.length - 1]!;
    last = { key: tail.sort_key, id: Number(tail.id) };
    await nextTick();
  }
}

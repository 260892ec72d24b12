/**
 * Reading leads for the admin: the filtered, searched, sorted list of one kind (a page with its total, or the
 * whole set in keyset batches for the CSV export), one lead with its notes, and the unread counts.
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
// Values from the runner-free modules: the export worker loads this file, and typebox costs it 0.3 s to start.
import { DEFAULT_LEAD_SORT, LEAD_KINDS } from '../../shared/leadRules';
import type { Lead, LeadDetail, LeadKind, LeadListQuery, UnreadCounts } from '../../shared/leads';
import type { ListResponse } from '../../shared/list';
import { DEFAULT_PER_PAGE } from '../../shared/listParams';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/database';
import { ftsQuery, searchTerms, tsQuery } from '../leads/searchText';
import { LEAD_COLUMNS, leadToWire, noteToWire } from './leadWire';
import { listMeta } from './listQuery';

type Db = Kysely<Database>;
type Base = SelectQueryBuilder<Database, 'leads', object>;
export type LeadFilters = Omit<LeadListQuery, 'page' | 'per_page'>;

const DAY_MS = 86_400_000;

/** SQLite: the kind's own full-text index (migration 008); `kind` is one of LEAD_KINDS, never user text. */
const ftsTable = (kind: LeadKind) => sql.raw(`leads_fts_${kind}`);

function searchCondition(db: Db, kind: LeadKind, terms: string[]): RawBuilder<SqlBool> {
  if (isPostgres(db))
    return sql<SqlBool>`to_tsvector('simple', search_text) @@ to_tsquery('simple', ${tsQuery(terms)})`;
  const table = ftsTable(kind);
  return sql<SqlBool>`leads.id in (select rowid from ${table} where ${table} match ${ftsQuery(terms)})`;
}

export function filteredLeads(db: Db, kind: LeadKind, query: LeadFilters): Base {
  let qb: Base = db.selectFrom('leads').where('kind', '=', kind);
  const terms = searchTerms(query.search);
  if (terms.length > 0) qb = qb.where(searchCondition(db, kind, terms));
  if (query['filter[status]']) qb = qb.where('status', '=', query['filter[status]']);
  const from = query['filter[from]'];
  if (from) qb = qb.where('created_at', '>=', `${from}T00:00:00.000Z`);
  const to = query['filter[to]'];
  if (to) {
    const dayAfter = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
    if (!Number.isNaN(dayAfter.getTime())) qb = qb.where('created_at', '<', dayAfter.toISOString());
  }
  const read = query['filter[read]'];
  if (read) qb = qb.where('read_at', read === 'true' ? 'is not' : 'is', null);
  if (query['filter[project_id]']) qb = qb.where('project_id', '=', query['filter[project_id]']);
  if (query['filter[service]']) qb = qb.where('service', '=', query['filter[service]']);
  if (query['filter[property_type]'])
    qb = qb.where('property_type', '=', query['filter[property_type]']);
  const city = query['filter[city]']?.trim();
  if (city) qb = qb.where(sql<SqlBool>`lower(city) = lower(${city})`);
  return qb;
}

const SORT_EXPRESSIONS: Record<string, RawBuilder<unknown>> = {
  created_at: sql`created_at`,
  name: sql`lower(name)`,
  status: sql`status`,
  reference: sql`reference`,
};

/** The sort column and direction; id breaks ties in the same direction so (column, id) is a keyset. */
export function leadOrder(sort: string | undefined) {
  const text = sort ?? DEFAULT_LEAD_SORT;
  const descending = text.startsWith('-');
  const expr = SORT_EXPRESSIONS[text.replace(/^-/, '')] ?? SORT_EXPRESSIONS.created_at!;
  return { expr, direction: descending ? ('desc' as const) : ('asc' as const) };
}

export function ordered<O>(
  qb: SelectQueryBuilder<Database, 'leads', O>,
  sort: string | undefined,
): SelectQueryBuilder<Database, 'leads', O> {
  const { expr, direction } = leadOrder(sort);
  return qb
    .orderBy(sql`${expr} ${sql.raw(direction)}`)
    .orderBy(sql`leads.id ${sql.raw(direction)}`);
}

const noFilter = (query: LeadFilters) =>
  Object.entries(query).every(([key, value]) => !key.startsWith('filter[') || !value);

/**
 * The list's total, by the cheapest exact route: no search and no filter reads the kind's maintained count;
 * a search alone on SQLite counts inside the kind's full-text index (no row is read); anything else counts
 * the filtered rows.
 */
async function countLeads(db: Db, kind: LeadKind, query: LeadFilters): Promise<number> {
  const terms = searchTerms(query.search);
  let counted: { total: number | string } | undefined;
  if (noFilter(query) && terms.length === 0)
    counted = await db
      .selectFrom('lead_totals')
      .select('total')
      .where('kind', '=', kind)
      .executeTakeFirst();
  else if (noFilter(query) && !isPostgres(db)) {
    const table = ftsTable(kind);
    counted = (
      await sql<{
        total: number;
      }>`select count(*) as total from ${table} where ${table} match ${ftsQuery(terms)}`.execute(db)
    ).rows[0];
  } else
    counted = await filteredLeads(db, kind, query)
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirst();
  return Number(counted?.total ?? 0);
}

export async function listLeads(
  db: Db,
  kind: LeadKind,
  query: LeadListQuery,
): Promise<ListResponse<Lead>> {
  const { page = 1, per_page = DEFAULT_PER_PAGE } = query;
  const total = await countLeads(db, kind, query);
  const rows = await ordered(filteredLeads(db, kind, query).select(LEAD_COLUMNS), query.sort)
    .limit(per_page)
    .offset((page - 1) * per_page)
    .execute();
  return {
    data: rows.map(leadToWire),
    meta: listMeta(total, page, per_page),
  };
}

export async function findLead(db: Db, kind: LeadKind, id: number): Promise<Lead | undefined> {
  const row = await db
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? leadToWire(row) : undefined;
}

export async function findLeadDetail(
  db: Db,
  kind: LeadKind,
  id: number,
): Promise<LeadDetail | undefined> {
  const lead = await findLead(db, kind, id);
  if (!lead) return undefined;
  const notes = await db
    .selectFrom('lead_notes')
    .selectAll()
    .where('lead_id', '=', id)
    .orderBy('id', 'asc')
    .execute();
  return { ...lead, notes: notes.map(noteToWire) };
}

/** Unread = never opened and not marked spam; one grouped query over the (kind, read_at) index. */
export async function unreadCounts(db: Db): Promise<UnreadCounts> {
  const rows = await db
    .selectFrom('leads')
    .select(['kind', sql<number | string>`count(*)`.as('count')])
    .where('read_at', 'is', null)
    .where('status', '!=', 'spam')
    .groupBy('kind')
    .execute();
  const counts = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as UnreadCounts;
  for (const row of rows) if (row.kind in counts) counts[row.kind as LeadKind] = Number(row.count);
  return counts;
}

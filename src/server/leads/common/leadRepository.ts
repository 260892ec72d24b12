/**
 * Reading leads for the admin: the filtered, searched, sorted list of one kind (a page with its total, or the
 * whole set in keyset batches for the CSV export), one lead with its notes, and the unread counts.
 */
import {
  sql,
  type AliasedRawBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
// Values from the runner-free modules: the export worker loads this file, and typebox costs it 0.3 s to start.
import {
  DEFAULT_LEAD_SORT,
  LEAD_KINDS,
  LEAD_WIRE_FIELDS,
  leadFieldDerived,
  type LeadField,
} from '../../../shared/leads/rules';
import type {
  Lead,
  LeadDetail,
  LeadKind,
  LeadListQuery,
  UnreadCounts,
} from '../../../shared/leads/schemas';
import type { ListResponse } from '../../../shared/common/schemas';
import { DEFAULT_PER_PAGE } from '../../../shared/common/list';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/database';
import { ftsQuery, searchTerms, tsQuery } from './searchText';
import { leadToWire, noteToWire } from './leadWire';
import { listMeta } from '../../db/listQuery';
import type { LeadReach } from './leadReach';

type Db = Kysely<Database>;
type Base = SelectQueryBuilder<Database, 'leads', object>;
export type LeadFilters = Omit<LeadListQuery, 'page' | 'per_page'> & {
  /** `filter[overdue]` resolved: unanswered leads created before this time (leads/sla/leadSla.ts). */
  overdueBefore?: string;
};

/** The wire's fields that are leads columns (all but the derived ones). */
type StoredField = Exclude<LeadField, 'assignee_name'>;

/** The assignee's current name, one primary-key lookup per row (null for the pool or a deleted account). */
const assigneeName: AliasedRawBuilder<string | null, 'assignee_name'> = sql<
  string | null
>`(select users.name from users where users.id = leads.assignee_id)`.as('assignee_name');

/** What a query selects for a wire field: the column, or for a derived field its expression. */
export function leadSelection(name: LeadField): StoredField | typeof assigneeName {
  return leadFieldDerived(name) ? assigneeName : (name as StoredField);
}

/** Everything but search_text, which is an index feed, not data: the wire shape's fields. */
export const LEAD_COLUMNS = LEAD_WIRE_FIELDS.map(leadSelection);

const DAY_MS = 86_400_000;

/** SQLite: the kind's own full-text index (migration 008); `kind` is one of LEAD_KINDS, never user text. */
const ftsTable = (kind: LeadKind) => sql.raw(`leads_fts_${kind}`);

/**
 * PostgreSQL: the stored vector (migration 011), which the kind's partial GIN index covers since the list is
 * always of one kind; no row's text is parsed again.
 */
function searchCondition(db: Db, kind: LeadKind, terms: string[]): RawBuilder<SqlBool> {
  if (isPostgres(db)) return sql<SqlBool>`search_vector @@ to_tsquery('simple', ${tsQuery(terms)})`;
  const table = ftsTable(kind);
  return sql<SqlBool>`leads.id in (select rowid from ${table} where ${table} match ${ftsQuery(terms)})`;
}

/**
 * The leads outside the Trash (docs/product.md#trash): where every desk query starts, so a trashed lead is in
 * no list, count, export, dashboard or figure.
 */
export const liveLeads = (db: Db): Base => db.selectFrom('leads').where('deleted_at', 'is', null);

/** The leads within a user's reach: all, or the user's own and the unassigned pool of its kinds. */
export function withinReach<O>(
  qb: SelectQueryBuilder<Database, 'leads', O>,
  reach: LeadReach,
): SelectQueryBuilder<Database, 'leads', O> {
  if (!reach) return qb;
  const { assigneeId, poolKinds } = reach;
  return qb.where((eb) => {
    const mine = eb('assignee_id', '=', assigneeId);
    const pool = eb('assignee_id', 'is', null);
    if (poolKinds === null) return eb.or([mine, pool]);
    if (poolKinds.length === 0) return mine;
    return eb.or([mine, eb.and([pool, eb('kind', 'in', poolKinds)])]);
  });
}

/**
 * One kind's leads that match the search's words (all of them without words), in the Trash or not: the list's
 * search condition alone, which the search migrations' tests also run on the schema of their day.
 */
export function matchingLeads(db: Db, kind: LeadKind, search: string | undefined): Base {
  const qb = db.selectFrom('leads').where('kind', '=', kind);
  const terms = searchTerms(search);
  return terms.length > 0 ? qb.where(searchCondition(db, kind, terms)) : qb;
}

export function filteredLeads(
  db: Db,
  kind: LeadKind,
  query: LeadFilters,
  reach: LeadReach = null,
): Base {
  let qb: Base = withinReach(
    matchingLeads(db, kind, query.search).where('deleted_at', 'is', null),
    reach,
  );
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
  const assignee = query['filter[assignee]'];
  if (assignee === 'none') qb = qb.where('assignee_id', 'is', null);
  else if (assignee && /^\d+$/.test(assignee)) qb = qb.where('assignee_id', '=', Number(assignee));
  // The partial index over unanswered leads (migration 020) serves it: the condition is spelled as its own.
  if (query['filter[overdue]'] && query.overdueBefore)
    qb = qb.where('first_response_at', 'is', null).where('created_at', '<', query.overdueBefore);
  return qb;
}

/** `filter[assignee]=me` as the caller's id, before the query runs anywhere (the export's worker too). */
export function resolveAssigneeFilter<Q extends LeadFilters>(query: Q, userId: number): Q {
  return query['filter[assignee]'] === 'me'
    ? { ...query, 'filter[assignee]': String(userId) }
    : query;
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

export function ordered<DB extends Database, O>(
  qb: SelectQueryBuilder<DB, 'leads', O>,
  sort: string | undefined,
): SelectQueryBuilder<DB, 'leads', O> {
  const { expr, direction } = leadOrder(sort);
  return qb
    .orderBy(sql`${expr} ${sql.raw(direction)}`)
    .orderBy(sql`leads.id ${sql.raw(direction)}`);
}

const noFilter = (query: LeadFilters) =>
  Object.entries(query).every(([key, value]) => !key.startsWith('filter[') || !value);

/**
 * PostgreSQL counts a search's matches up to this many and then says "at least": an exact count reads every
 * matching row from the table (a GIN index cannot answer a count alone), 0.2 s for a common word at a million
 * leads (docs/performance.md#queries).
 */
export const SEARCH_COUNT_CAP = 1000;

interface Total {
  total: number;
  capped: boolean;
}

/**
 * The list's total, by the cheapest route: no search and no filter reads the kind's maintained count; a
 * search alone on SQLite counts inside the kind's full-text index (no row is read); a search on PostgreSQL
 * counts up to SEARCH_COUNT_CAP; anything else counts the filtered rows.
 */
async function countLeads(
  db: Db,
  kind: LeadKind,
  query: LeadFilters,
  reach: LeadReach,
): Promise<Total> {
  const terms = searchTerms(query.search);
  let counted: { total: number | string } | undefined;
  const unfiltered = noFilter(query) && !reach;
  if (unfiltered && terms.length === 0)
    counted = await db
      .selectFrom('lead_totals')
      .select((eb) => eb.fn.sum<number | string>('total').as('total'))
      .where('kind', '=', kind)
      .executeTakeFirst();
  else if (unfiltered && !isPostgres(db)) {
    const table = ftsTable(kind);
    counted = (
      await sql<{
        total: number;
      }>`select count(*) as total from ${table} where ${table} match ${ftsQuery(terms)}`.execute(db)
    ).rows[0];
  } else if (terms.length > 0) {
    counted = await db
      .selectFrom(
        filteredLeads(db, kind, query, reach)
          .select(sql<number>`1`.as('one'))
          .limit(SEARCH_COUNT_CAP + 1)
          .as('matched'),
      )
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirst();
    const total = Number(counted?.total ?? 0);
    return total > SEARCH_COUNT_CAP
      ? { total: SEARCH_COUNT_CAP, capped: true }
      : { total, capped: false };
  } else
    counted = await filteredLeads(db, kind, query, reach)
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirst();
  return { total: Number(counted?.total ?? 0), capped: false };
}

/**
 * SQLite, a search of two words or more and no filter: the page and its total from one full-text match, kept
 * in a temporary table (measured at a million leads: 5.9 ms against 9.8 for matching twice). A one-word match
 * is cheaper to run twice than to keep (10.0 ms against 13.4), so it takes the two-query route
 * (docs/performance.md#queries).
 */
async function searchOnce(
  db: Db,
  kind: LeadKind,
  terms: string[],
  query: LeadListQuery,
): Promise<ListResponse<Lead> | undefined> {
  const { page = 1, per_page = DEFAULT_PER_PAGE } = query;
  const table = ftsTable(kind);
  const found = db
    .with(
      (cte) => cte('matched(id)').materialized(),
      () =>
        sql<{ id: number }>`(select rowid from ${table} where ${table} match ${ftsQuery(terms)})`,
    )
    .selectFrom('leads')
    .where('deleted_at', 'is', null)
    .where('kind', '=', kind)
    .where(sql<SqlBool>`leads.id in (select id from matched)`)
    .select(LEAD_COLUMNS)
    .select(sql<number>`(select count(*) from matched)`.as('total'));
  const rows = await ordered(found, query.sort)
    .limit(per_page)
    .offset((page - 1) * per_page)
    .execute();
  // Past the last page no row carries the total: the caller counts on its own.
  if (rows.length === 0 && page > 1) return undefined;
  return {
    data: rows.map(({ total: _total, ...row }) => leadToWire(row)),
    meta: listMeta(rows[0]?.total ?? 0, page, per_page),
  };
}

export async function listLeads(
  db: Db,
  kind: LeadKind,
  query: LeadListQuery & Pick<LeadFilters, 'overdueBefore'>,
  reach: LeadReach = null,
): Promise<ListResponse<Lead>> {
  const { page = 1, per_page = DEFAULT_PER_PAGE } = query;
  const terms = searchTerms(query.search);
  if (terms.length > 1 && noFilter(query) && !reach && !isPostgres(db)) {
    const answer = await searchOnce(db, kind, terms, query);
    if (answer) return answer;
  }
  // On PostgreSQL the two run at once on two pooled connections; SQLite's one connection takes them in turn.
  const [{ total, capped }, rows] = await Promise.all([
    countLeads(db, kind, query, reach),
    ordered(filteredLeads(db, kind, query, reach).select(LEAD_COLUMNS), query.sort)
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute(),
  ]);
  return {
    data: rows.map(leadToWire),
    meta: listMeta(total, page, per_page, capped),
  };
}

export async function findLead(
  db: Db,
  kind: LeadKind,
  id: number,
  reach: LeadReach = null,
): Promise<Lead | undefined> {
  const row = await withinReach(liveLeads(db), reach)
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
  reach: LeadReach = null,
): Promise<LeadDetail | undefined> {
  const lead = await findLead(db, kind, id, reach);
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
export async function unreadCounts(db: Db, reach: LeadReach = null): Promise<UnreadCounts> {
  const rows = await withinReach(liveLeads(db), reach)
    .select(['kind', sql<number | string>`count(*)`.as('count')])
    .where('read_at', 'is', null)
    .where('status', '!=', 'spam')
    .groupBy('kind')
    .execute();
  const counts = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as UnreadCounts;
  for (const row of rows) if (row.kind in counts) counts[row.kind as LeadKind] = Number(row.count);
  return counts;
}

/** Those of `ids` that are leads of this kind within the reach (a bulk action touches no other). */
export async function idsWithinReach(
  db: Db,
  kind: LeadKind,
  ids: readonly number[],
  reach: LeadReach,
): Promise<number[]> {
  if (!reach || ids.length === 0) return [...ids];
  const rows = await withinReach(liveLeads(db), reach)
    .select('id')
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the lead (of any kind) exists within the reach. */
export async function leadWithinReach(db: Db, id: number, reach: LeadReach): Promise<boolean> {
  if (!Number.isSafeInteger(id)) return false;
  const row = await withinReach(liveLeads(db), reach)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

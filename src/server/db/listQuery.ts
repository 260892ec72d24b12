/**
 * The list conventions shared by every admin and public list: paging with a total, a whitelisted sort with a
 * stable tie-break, and a case-insensitive search. Written once so every list behaves the same on both
 * dialects.
 */
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListMeta } from '../../shared/common/schemas';
import { DEFAULT_PER_PAGE } from '../../shared/common/list';
import type { Database } from './database';

export interface OrderTerm {
  expr: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

export interface PageRequest {
  page?: number;
  per_page?: number;
}

/**
 * `sort` is `field` or `-field` (already whitelisted by the route's schema). The id breaks ties so pages never
 * overlap. NULLs sort last in both directions on both dialects (SQLite and PostgreSQL disagree by default).
 */
export function orderFor(
  sort: string | undefined,
  columns: Record<string, RawBuilder<unknown>>,
  fallback = 'sort_order',
): OrderTerm[] {
  const descending = sort?.startsWith('-') ?? false;
  const field = sort ? sort.replace(/^-/, '') : fallback;
  const expr = columns[field] ?? columns[fallback]!;
  return [
    { expr: sql`(${expr}) is null`, direction: 'asc' },
    { expr, direction: descending ? 'desc' : 'asc' },
    { expr: sql.ref('id'), direction: 'asc' },
  ];
}

export function applyOrder<TB extends keyof Database, O>(
  qb: SelectQueryBuilder<Database, TB, O>,
  order: OrderTerm[],
): SelectQueryBuilder<Database, TB, O> {
  return order.reduce(
    (query, term) => query.orderBy(sql`${term.expr} ${sql.raw(term.direction)}`),
    qb,
  );
}

/** `%term%` for LIKE, with the term's own % and _ (and the escape character) taken literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * lower(col) LIKE lower('%term%') over several columns. lower() on both sides because SQLite's LIKE ignores
 * case but PostgreSQL's does not; Arabic has no case, so it matches byte for byte on both. These tables hold
 * thousands of rows at most, so a scan is acceptable here (leads use full-text search instead).
 */
export function searchColumns(columns: string[], term: string): RawBuilder<SqlBool> {
  const pattern = likePattern(term.trim());
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`),
    sql` or `,
  )})`;
}

/** Case-insensitive equality against any of the columns (the city filter matches either language). */
export function equalsAnyIgnoringCase(columns: string[], value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) = lower(${value.trim()})`),
    sql` or `,
  )})`;
}

/** `capped`: counting stopped at `total`, so at least that many match (docs/api.md#lists). */
export function listMeta(total: number, page: number, perPage: number, capped = false): ListMeta {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    ...(capped ? { total_capped: true as const } : {}),
  };
}

/** One page of `base` (filters applied, nothing selected yet) plus the total, as the contract's meta. */
export async function paginate<TB extends keyof Database, O>(
  base: SelectQueryBuilder<Database, TB, object>,
  select: (qb: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, O>,
  order: OrderTerm[],
  { page = 1, per_page = DEFAULT_PER_PAGE }: PageRequest,
): Promise<{ rows: O[]; meta: ListMeta }> {
  const counted = await base.select(sql<number | string>`count(*)`.as('total')).executeTakeFirst();
  // PostgreSQL returns count(*) as a bigint string.
  const total = Number(counted?.total ?? 0);
  const rows = await applyOrder(select(base), order)
    .limit(per_page)
    .offset((page - 1) * per_page)
    .execute();
  return { rows, meta: listMeta(total, page, per_page) };
}

/** Every matching id in list order: the export walks these in batches, so the order is fixed up front. */
export async function orderedIds<TB extends keyof Database>(
  base: SelectQueryBuilder<Database, TB, object>,
  order: OrderTerm[],
): Promise<number[]> {
  const rows = await applyOrder(base.select(sql<number>`id`.as('id')), order).execute();
  return rows.map((row) => Number(row.id));
}

/** Helpers shared by the developer, project and team member repositories. */
import { sql, type Kysely } from 'kysely';
import { contentMessages } from '../../shared/content';
import type { Translatable } from '../../shared/translatable';
import type { Flag } from '../db/contentTables';
import type { Database } from '../db/database';
import { HttpError, validationError } from '../httpErrors';

type Db = Kysely<Database>;
export type ContentTable = 'developers' | 'projects' | 'team_members' | 'home_assets';

/** Rows ordered within groups (home assets per section): sort_order counts inside the group. */
export interface SortGroup {
  column: 'section';
  value: string;
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function translatable(text: string | null | undefined): Translatable {
  const value = parseJson<Partial<Translatable>>(text, {});
  return { en: value.en ?? '', ar: value.ar ?? '' };
}

export const flag = (value: boolean): Flag => (value ? 1 : 0);
/** pg returns integers as numbers, SQLite too; compare loosely in case a driver hands back a string. */
export const isSet = (value: unknown): boolean => Number(value) === 1;

export async function nextSortOrder(
  db: Db,
  table: ContentTable,
  group?: SortGroup,
): Promise<number> {
  let query = db.selectFrom(table).select(sql<number | null>`max(sort_order)`.as('max'));
  if (group) query = query.where(sql.ref(group.column), '=', group.value);
  const row = await query.executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export function slugConflict(): HttpError {
  return new HttpError(409, contentMessages.slugTaken, { slug: [contentMessages.slugTaken] });
}

export async function slugTaken(
  db: Db,
  table: 'developers' | 'projects',
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';
}

/** A unique index refused the write (a concurrent request took the slug between our check and insert). */
export const isUniqueViolation = (error: unknown): boolean =>
  ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(codeOf(error));

/** Runs a write, answering 409 when the slug's unique index refuses it (a race our own check missed). */
export async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
}

/** Throws the 422 when any rule failed. */
export function throwIfErrors(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A foreign key refused the write (a project was added to a developer while it was being deleted). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'].includes(codeOf(error));

/**
 * Gives the rows `ids` (one page, in their new order) the sort_order values they already hold between them,
 * ascending, so rows on other pages keep theirs. Values that collide (rows created with equal orders) are
 * spread so the new order is visible. Returns false when an id does not exist.
 */
export async function reorderRows(db: Db, table: ContentTable, ids: number[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom(table)
      .select(['id', 'sort_order'])
      .where('id', 'in', ids)
      .execute();
    if (rows.length !== ids.length) return false;
    const orders = rows.map((row) => Number(row.sort_order)).sort((a, b) => a - b);
    for (let i = 1; i < orders.length; i += 1) orders[i] = Math.max(orders[i]!, orders[i - 1]! + 1);
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable(table)
        .set({ sort_order: orders[index]! })
        .where('id', '=', id)
        .execute();
    }
    return true;
  });
}

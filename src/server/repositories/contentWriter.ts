/**
 * The write path every content resource shares: each create or update is one transaction that validates
 * (the resource's own rules), writes the row and attaches its media; a delete removes the row and its media.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { nowIso, type Database } from '../db/database';
import { deleteMediaOf } from '../media/attach';
import { attachSlots, type MediaSlot } from './contentMedia';
import { guardSlug, nextSortOrder, type ContentTable, type SortGroup } from './contentRows';

type Db = Kysely<Database>;

export interface ContentWriteSpec<I> {
  table: ContentTable;
  modelType: string;
  /** The row's columns for an input (without sort order and timestamps). */
  columns: (input: I) => Record<string, unknown>;
  slots: (input: I) => MediaSlot[];
  /** Everything the schema cannot say (media, ranges, slug uniqueness…); throws an HttpError. */
  check: (db: Db, input: I, id?: number) => Promise<void>;
  /** When rows are ordered per group (home assets per section); a record moved to another group goes last. */
  sortGroup?: (input: I) => SortGroup;
}

// The spec's table is one of three with different column types; the columns come from that same spec,
// so these writes are typed per resource by `columns` and only the table name is widened here.
type AnyContentTable = 'developers';

export function createContent<I>(spec: ContentWriteSpec<I>, db: Db, input: I): Promise<number> {
  return guardSlug(() =>
    db.transaction().execute(async (trx) => {
      await spec.check(trx, input);
      const now = nowIso();
      const { id } = await trx
        .insertInto(spec.table as AnyContentTable)
        .values({
          ...spec.columns(input),
          sort_order: await nextSortOrder(trx, spec.table, spec.sortGroup?.(input)),
          created_at: now,
          updated_at: now,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await attachSlots(trx, { modelType: spec.modelType, modelId: id }, spec.slots(input));
      return id;
    }),
  );
}

/** False when there is no such record. */
export function updateContent<I>(
  spec: ContentWriteSpec<I>,
  db: Db,
  id: number,
  input: I,
): Promise<boolean> {
  return guardSlug(() =>
    db.transaction().execute(async (trx) => {
      const table = spec.table as AnyContentTable;
      const exists = await trx
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) return false;
      await spec.check(trx, input, id);
      const group = spec.sortGroup?.(input);
      const regrouped =
        group && (exists as Record<string, unknown>)[group.column] !== group.value
          ? { sort_order: await nextSortOrder(trx, spec.table, group) }
          : {};
      await trx
        .updateTable(table)
        .set({ ...spec.columns(input), ...regrouped, updated_at: nowIso() } as never)
        .where('id', '=', id)
        .execute();
      await attachSlots(trx, { modelType: spec.modelType, modelId: id }, spec.slots(input));
      return true;
    }),
  );
}

/** False when there is no such record. */
export function deleteContent<I>(
  spec: ContentWriteSpec<I>,
  db: Db,
  config: Config,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom(spec.table as AnyContentTable)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await deleteMediaOf(trx, config, spec.modelType, id);
    return true;
  });
}

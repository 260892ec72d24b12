/**
 * What every content resource (developers, projects, team members, home assets) shares: the write path, where
 * each create or update is one transaction that validates (the resource's own rules), writes the row and
 * attaches its media, and a delete moves the record to the Trash with its media (docs/product.md#trash); sort
 * orders, reordering and slugs. A trashed record keeps its slug until it is purged: no new record takes it.
 */
import { sql, type Kysely } from 'kysely';
import type { AuditAction, AuditChanges, AuditEntity } from '../../shared/audit/schemas';
import { contentMessages, slugify, SLUG_MAX_LENGTH } from '../../shared/content/schemas';
import type { PublicationKind } from '../../shared/publication/rules';
import { changesOf, readable, recordAudit } from '../audit/auditRepository';
import { trashMarks } from '../audit/auditContext';
import { isUniqueViolation } from '../db/constraintErrors';
import { nowIso, type Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../httpErrors';
import { mediaRowsOf } from '../uploads/mediaRepository';
import { attachSlots, type MediaByRecord, type MediaSlot } from '../uploads/mediaSlots';

type Db = Kysely<Database>;
export type ContentTable = 'developers' | 'projects' | 'team_members' | 'home_assets';

/** What the audit log calls each content table's records (docs/security.md#audit-log). */
export const CONTENT_ENTITY: Readonly<Record<ContentTable, AuditEntity>> = {
  developers: 'developer',
  projects: 'project',
  team_members: 'team-member',
  home_assets: 'home-asset',
};

/** Each content table's kind of record for drafts and publishing (docs/product.md#publishing). */
export const CONTENT_KIND: Readonly<Record<ContentTable, PublicationKind>> = {
  developers: 'developers',
  projects: 'projects',
  team_members: 'team-members',
  home_assets: 'home-assets',
};

/** The flag that puts a record on the website: published, or (a home asset) active within its dates. */
export const PUBLISHED_FLAG: Readonly<Record<ContentTable, 'is_published' | 'is_active'>> = {
  developers: 'is_published',
  projects: 'is_published',
  team_members: 'is_published',
  home_assets: 'is_active',
};

/** Rows ordered within groups (home assets per section): sort_order counts inside the group. */
export interface SortGroup {
  column: 'section';
  value: string;
}

async function nextSortOrder(db: Db, table: ContentTable, group?: SortGroup): Promise<number> {
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

/**
 * A free slug from `text` (docs/api.md#writing-records): the English name slugified as the form does; a name
 * with no Latin letters or digits gives `fallback` ('developer', 'project'). On a clash the first free of
 * `-2`, `-3`… is taken.
 */
export async function freeSlug(
  db: Db,
  table: 'developers' | 'projects',
  text: string,
  fallback: string,
): Promise<string> {
  const base = (slugify(text) || fallback).slice(0, SLUG_MAX_LENGTH - 8).replace(/-+$/g, '');
  const taken = new Set(
    (
      await db
        .selectFrom(table)
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Runs a write, answering 409 when the slug's unique index refuses it (a race our own check missed). */
async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
}

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
      .where('deleted_at', 'is', null)
      .execute();
    if (rows.length !== ids.length) return false;
    const before = [...rows]
      .sort((a, b) => Number(a.sort_order) - Number(b.sort_order) || Number(a.id) - Number(b.id))
      .map((row) => Number(row.id));
    const orders = rows.map((row) => Number(row.sort_order)).sort((a, b) => a - b);
    for (let i = 1; i < orders.length; i += 1) orders[i] = Math.max(orders[i]!, orders[i - 1]! + 1);
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable(table)
        .set({ sort_order: orders[index]! })
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, {
      entity: CONTENT_ENTITY[table],
      action: 'reorder',
      changes: { order: [before, ids] },
    });
    return true;
  });
}

/**
 * One content resource's write path (`I` its input) and how its rows read (`R` a row as its wire conversion
 * takes it, `T` the wire shape), which drafts and publishing read records through (content/contentPublishable.ts).
 */
export interface ContentWriteSpec<I, R extends { id: number } = { id: number }, T = unknown> {
  table: ContentTable;
  modelType: string;
  /** The row's columns for an input (without sort order and timestamps). */
  columns: (input: I) => Record<string, unknown>;
  slots: (input: I) => MediaSlot[];
  /** Everything the schema cannot say (media, ranges, slug uniqueness…); throws an HttpError. */
  check: (db: Db, input: I, id?: number) => Promise<void>;
  /** When rows are ordered per group (home assets per section); a record moved to another group goes last. */
  sortGroup?: (input: I) => SortGroup;
  // Methods rather than function fields: the write functions below take any resource's spec, whose rows they
  // never read, and a method's parameters let `ContentWriteSpec<I, DeveloperRow>` stand for that.
  /** The record's row outside the Trash, as `toWire` takes it; undefined when there is none. */
  row(db: Db, id: number): Promise<R | undefined>;
  /** Rows as the wire shape; `media` in place of what the rows have attached (a draft's files). */
  toWire(db: Db, rows: R[], media?: MediaByRecord): Promise<T[]>;
}

// The spec's table is one of three with different column types; the columns come from that same spec,
// so these writes are typed per resource by `columns` and only the table name is widened here.
type AnyContentTable = 'developers';

/** Creates the record with its media, in the caller's transaction if `db` is one. */
export function createContent<I>(spec: ContentWriteSpec<I>, db: Db, input: I): Promise<number> {
  return guardSlug(() =>
    inTransaction(db, async (trx) => {
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
      await recordAudit(trx, {
        entity: CONTENT_ENTITY[spec.table],
        entityId: id,
        action: 'create',
        changes: changesOf(null, { ...readable(spec.columns(input)), ...mediaIds(spec, input) }),
      });
      return id;
    }),
  );
}

export interface ContentWriteAudit {
  /** `update` for a PUT or PATCH, `publish` when a draft (or the record itself) is published. */
  action: AuditAction;
  /** Facts beside the changed fields (a schedule's `scheduled`). */
  extra?: AuditChanges;
}

/**
 * Writes `input` over the live record, in the caller's transaction, whose version the caller has claimed
 * (docs/api.md#record-versions), so the row is that transaction's until it ends: the resource's checks, the
 * columns, its media, and one audit row with the fields that changed. A PUT, a PATCH and a publication all
 * write through here (publication/publicationService.ts).
 */
export async function writeContent<I>(
  spec: ContentWriteSpec<I>,
  trx: Db,
  id: number,
  input: I,
  audit: ContentWriteAudit,
): Promise<void> {
  await guardSlug(async () => {
    const table = spec.table as AnyContentTable;
    const exists = await trx
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await spec.check(trx, input, id);
    const mediaBefore = await attachedMedia(trx, spec, input, id);
    const group = spec.sortGroup?.(input);
    const regrouped =
      group && (exists as Record<string, unknown>)[group.column] !== group.value
        ? { sort_order: await nextSortOrder(trx, spec.table, group) }
        : {};
    const columns = spec.columns(input);
    await trx
      .updateTable(table)
      .set({ ...columns, ...regrouped, updated_at: nowIso() } as never)
      .where('id', '=', id)
      .execute();
    await attachSlots(trx, { modelType: spec.modelType, modelId: id }, spec.slots(input));
    const before = { ...readable(exists as Record<string, unknown>), ...mediaBefore };
    await recordAudit(trx, {
      entity: CONTENT_ENTITY[spec.table],
      entityId: id,
      action: audit.action,
      changes: {
        ...changesOf(before, { ...before, ...readable(columns), ...mediaIds(spec, input) }),
        ...audit.extra,
      },
    });
  });
}

/** Takes the record off the website (its flag cleared), in the caller's transaction; its fields stay. */
export async function clearPublishedFlag(db: Db, table: ContentTable, id: number): Promise<void> {
  await db
    .updateTable(table as AnyContentTable)
    .set({ [PUBLISHED_FLAG[table]]: 0, updated_at: nowIso() } as never)
    .where('id', '=', id)
    .execute();
}

/**
 * Moves the record to the Trash (docs/product.md#trash): its row, media and relations stay, marked deleted,
 * until it is restored or purged. False when there is no such record outside the Trash.
 */
export function deleteContent<I>(spec: ContentWriteSpec<I>, db: Db, id: number): Promise<boolean> {
  return db.transaction().execute((trx) => trashContent(trx, spec.table, id));
}

/** Marks a live record deleted and writes its audit row; false when there is none. In the caller's transaction. */
export async function trashContent(db: Db, table: ContentTable, id: number): Promise<boolean> {
  const deleted = await db
    .updateTable(table as AnyContentTable)
    .set(trashMarks(nowIso()))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!deleted) return false;
  const { deleted_at: _at, deleted_by: _by, ...row } = deleted;
  await recordContentDelete(db, table, row);
  return true;
}

/** The audit row of a deleted record: every field it had, before → nothing. */
export function recordContentDelete(db: Db, table: ContentTable, row: object): Promise<void> {
  const before = readable(row as Record<string, unknown>);
  return recordAudit(db, {
    entity: CONTENT_ENTITY[table],
    entityId: Number((row as { id: unknown }).id),
    action: 'delete',
    changes: changesOf(before, null),
  });
}

/** A slot's ids as its audit value: one id, a list for a gallery, null for none. */
const slotValue = (ids: readonly number[], many: boolean) =>
  many && ids.length > 0 ? [...ids] : (ids[0] ?? null);

/** The media a record is given, by field (`logo_id: 12`, `gallery_ids: [3, 4]`), for its audit row. */
function mediaIds<I>(spec: ContentWriteSpec<I>, input: I): Record<string, unknown> {
  return Object.fromEntries(
    spec.slots(input).map((slot) => [slot.field, slotValue(slot.ids, slot.field.endsWith('_ids'))]),
  );
}

/** The media the record holds now, in the same shape, so a changed logo or gallery shows in its row. */
async function attachedMedia<I>(
  db: Db,
  spec: ContentWriteSpec<I>,
  input: I,
  id: number,
): Promise<Record<string, unknown>> {
  const byCollection = new Map<string, number[]>();
  for (const row of await mediaRowsOf(db, spec.modelType, [id]))
    byCollection.set(row.collection_name, [
      ...(byCollection.get(row.collection_name) ?? []),
      row.id,
    ]);
  return Object.fromEntries(
    spec
      .slots(input)
      .map((slot) => [
        slot.field,
        slotValue(byCollection.get(slot.collection) ?? [], slot.field.endsWith('_ids')),
      ]),
  );
}

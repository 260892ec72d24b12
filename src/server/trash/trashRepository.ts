/**
 * The Trash's reads and writes (docs/product.md#trash): a trashed record is its own row with `deleted_at`
 * set (migration 026). Listing reads the trashed rows of each kind the caller reaches; restoring clears the
 * marks (its draft, published versions and schedule were never touched); purging deletes the row for good
 * with its media files, its audit rows, and its draft, versions and schedule.
 */
import { sql, type Kysely } from 'kysely';
import type { AuditEntity } from '../../shared/audit/schemas';
import type { LeadKind } from '../../shared/leads/schemas';
import type { PublicationKind } from '../../shared/publication/rules';
import type { TrashItem, TrashType } from '../../shared/trash/schemas';
import { trashMessages } from '../../shared/trash/schemas';
import { recordAudit } from '../audit/auditRepository';
import { parseJson } from '../db/columns';
import { isForeignKeyViolation } from '../db/constraintErrors';
import type { Database } from '../db/database';
import { HttpError } from '../httpErrors';
import { leadSearchText } from '../leads/common/searchText';
import type { MediaStore } from '../media/mediaStore';
import { deleteMediaOf } from '../uploads/mediaService';
import { deletePublicationOf } from '../publication/publicationRepository';
import { MODEL_TYPES } from '../uploads/mediaSlots';

type Db = Kysely<Database>;
type ContentTable = 'developers' | 'projects' | 'team_members' | 'home_assets';
type TrashTable = ContentTable | 'leads';

const TABLE: Readonly<Record<TrashType, TrashTable>> = {
  developer: 'developers',
  project: 'projects',
  'team-member': 'team_members',
  'home-asset': 'home_assets',
  lead: 'leads',
};

/** The audit log's name of each kind (the same words). */
const ENTITY: Readonly<Record<TrashType, AuditEntity>> = {
  developer: 'developer',
  project: 'project',
  'team-member': 'team-member',
  'home-asset': 'home-asset',
  lead: 'lead',
};

/** Each content kind's name for drafts and publishing (docs/product.md#publishing); leads have none. */
const PUBLICATION_KIND: Readonly<Record<TrashType, PublicationKind | null>> = {
  developer: 'developers',
  project: 'projects',
  'team-member': 'team-members',
  'home-asset': 'home-assets',
  lead: null,
};

/** The media owner name of each content kind; leads have no media. */
const MODEL_TYPE: Readonly<Record<TrashType, string | null>> = {
  developer: MODEL_TYPES.developer,
  project: MODEL_TYPES.project,
  'team-member': MODEL_TYPES.teamMember,
  'home-asset': MODEL_TYPES.homeAsset,
  lead: null,
};

// Each kind's table has different columns; the queries below touch only the columns all five share (id and
// the Trash's marks), so the table name is widened to one of them, as contentRepository.ts does.
type AnyTable = 'developers';

/** One trashed row, before its deleter's name and purge date are added. */
interface TrashedRow {
  type: TrashType;
  id: number;
  title: { en: string; ar: string };
  reference: string | null;
  lead_kind: LeadKind | null;
  deleted_at: string;
  deleted_by: number | null;
}

/** The newest `limit` trashed rows of one kind, newest first. */
async function trashedOf(db: Db, type: TrashType, limit: number): Promise<TrashedRow[]> {
  const common = { type, reference: null, lead_kind: null };
  switch (type) {
    case 'lead': {
      const rows = await db
        .selectFrom('leads')
        .select(['id', 'name', 'reference', 'kind', 'deleted_at', 'deleted_by'])
        .where('deleted_at', 'is not', null)
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        type,
        id: Number(row.id),
        title: { en: row.name, ar: row.name },
        reference: row.reference,
        lead_kind: row.kind as LeadKind,
        deleted_at: row.deleted_at!,
        deleted_by: row.deleted_by,
      }));
    }
    case 'home-asset': {
      const rows = await db
        .selectFrom('home_assets')
        .select(['id', 'title', 'section', 'deleted_at', 'deleted_by'])
        .where('deleted_at', 'is not', null)
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => {
        const title = parseJson<{ en?: string; ar?: string }>(row.title, {});
        return {
          ...common,
          id: Number(row.id),
          // An asset may have no title (a partner's logo): its section names it then.
          title: { en: title.en || row.section, ar: title.ar || title.en || row.section },
          deleted_at: row.deleted_at!,
          deleted_by: row.deleted_by,
        };
      });
    }
    default: {
      const rows = await db
        .selectFrom(TABLE[type] as AnyTable)
        .select(['id', 'name_en', 'name_ar', 'deleted_at', 'deleted_by'])
        .where('deleted_at', 'is not', null)
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...common,
        id: Number(row.id),
        title: { en: row.name_en, ar: row.name_ar },
        deleted_at: row.deleted_at!,
        deleted_by: row.deleted_by,
      }));
    }
  }
}

async function countTrashed(db: Db, type: TrashType): Promise<number> {
  const row = await db
    .selectFrom(TABLE[type] as AnyTable)
    .select(sql<number | string>`count(*)`.as('total'))
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

const DAY_MS = 86_400_000;

/**
 * One page of the Trash over `types`, newest deletion first, and its total. Each kind's query reads at most
 * the rows up to the page's end (the partial index of migration 026 holds only trashed rows), merged here.
 */
export async function listTrash(
  db: Db,
  types: readonly TrashType[],
  { page, perPage, trashDays }: { page: number; perPage: number; trashDays: number },
): Promise<{ items: TrashItem[]; total: number }> {
  const end = page * perPage;
  const perType = await Promise.all(types.map((type) => trashedOf(db, type, end)));
  const totals = await Promise.all(types.map((type) => countTrashed(db, type)));
  const rows = perType
    .flat()
    .sort(
      (a, b) =>
        b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id || a.type.localeCompare(b.type),
    )
    .slice(end - perPage, end);
  const userIds = [...new Set(rows.flatMap((row) => (row.deleted_by ? [row.deleted_by] : [])))];
  const users =
    userIds.length > 0
      ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute()
      : [];
  const nameOf = new Map(users.map((user) => [Number(user.id), user.name]));
  const items = rows.map(({ deleted_by, ...row }) => ({
    ...row,
    deleted_by:
      deleted_by !== null && nameOf.has(deleted_by)
        ? { id: deleted_by, name: nameOf.get(deleted_by)! }
        : null,
    purge_at: new Date(Date.parse(row.deleted_at) + trashDays * DAY_MS).toISOString(),
  }));
  return { items, total: totals.reduce((sum, total) => sum + total, 0) };
}

/** A trashed lead's fields its search words are made of (emptied when it was trashed). */
async function leadSearchWords(db: Db, id: number): Promise<string> {
  const row = await db
    .selectFrom('leads')
    .select(['reference', 'name', 'email', 'phone', 'message'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return leadSearchText(row);
}

/**
 * Puts a trashed record back as it was: the marks cleared, a lead's search words written again; audited.
 * False when there is no such record in the Trash; 409 when a project's developer is in the Trash.
 */
export async function restoreFromTrash(db: Db, type: TrashType, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const table = TABLE[type] as AnyTable;
    const trashed = await trx
      .selectFrom(table)
      .select(['id', 'deleted_at'])
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (!trashed) return false;
    if (type === 'project') {
      const developer = await trx
        .selectFrom('projects')
        .innerJoin('developers', 'developers.id', 'projects.developer_id')
        .select('developers.deleted_at')
        .where('projects.id', '=', id)
        .executeTakeFirst();
      if (developer?.deleted_at)
        throw new HttpError(409, trashMessages.developerInTrash, {
          developer_id: [trashMessages.developerInTrash],
        });
    }
    // Only a row still in the Trash: of restores at once, one wins (the others wait for its row lock on
    // PostgreSQL, then find it restored) and the rest answer 404.
    const restored = await trx
      .updateTable(table)
      .set({ deleted_at: null, deleted_by: null })
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (Number(restored.numUpdatedRows) === 0) return false;
    if (type === 'lead')
      await trx
        .updateTable('leads')
        .set({ search_text: await leadSearchWords(trx, id) })
        .where('id', '=', id)
        .execute();
    await recordAudit(trx, {
      entity: ENTITY[type],
      entityId: id,
      action: 'restore',
      changes: { deleted_at: [trashed.deleted_at, null] },
    });
    return true;
  });
}

/**
 * Deletes one trashed record for good, in the caller's transaction: its media rows and files (held ones
 * too), its audit rows, its draft, versions and schedule, the row (a lead's notes go with it by their foreign
 * key). A developer takes its trashed projects along. False when it is not in the Trash.
 */
async function purgeOne(db: Db, store: MediaStore, type: TrashType, id: number): Promise<boolean> {
  if (type === 'developer') {
    const projects = await db
      .selectFrom('projects')
      .select('id')
      .where('developer_id', '=', id)
      .where('deleted_at', 'is not', null)
      .execute();
    for (const project of projects) await purgeOne(db, store, 'project', Number(project.id));
  }
  const deleted = await db
    .deleteFrom(TABLE[type] as AnyTable)
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return false;
  await db
    .deleteFrom('audit_log')
    .where('entity', '=', ENTITY[type])
    .where('entity_id', '=', String(id))
    .execute();
  const kind = PUBLICATION_KIND[type];
  if (kind) await deletePublicationOf(db, { kind, id: String(id) });
  const modelType = MODEL_TYPE[type];
  // Last: the files go at once (uploads/mediaService.ts).
  if (modelType) await deleteMediaOf(db, store, modelType, id);
  return true;
}

/** 409 instead of a foreign key's refusal (a developer whose projects left the Trash meanwhile). */
async function guardProjects<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(409, trashMessages.hasLiveProjects);
    throw error;
  }
}

/** Deletes one trashed record for good now, with a `purge` audit row naming only its kind and id. */
export async function purgeFromTrash(
  db: Db,
  store: MediaStore,
  type: TrashType,
  id: number,
): Promise<boolean> {
  return guardProjects(() =>
    db.transaction().execute(async (trx) => {
      if (!(await purgeOne(trx, store, type, id))) return false;
      await recordAudit(trx, { entity: ENTITY[type], entityId: id, action: 'purge' });
      return true;
    }),
  );
}

/** How many trashed records one purge transaction deletes at most (the job and the empty go in batches). */
const PURGE_BATCH = 100;

/**
 * Deletes for good every trashed record of `types` deleted before `before` (everything when undefined),
 * a batch per transaction, projects before developers; answers how many went. `audited`: each leaves a
 * `purge` row (someone emptied the Trash); the job's expiry leaves none.
 */
export async function purgeTrash(
  db: Db,
  store: MediaStore,
  types: readonly TrashType[],
  { before, audited }: { before?: string; audited: boolean },
): Promise<number> {
  let purged = 0;
  // Projects first: a developer's own purge takes its trashed projects along anyway.
  const ordered = [...types].sort((a, b) => Number(a === 'developer') - Number(b === 'developer'));
  for (const type of ordered) {
    for (;;) {
      let query = db
        .selectFrom(TABLE[type] as AnyTable)
        .select('id')
        .where('deleted_at', 'is not', null);
      if (before !== undefined) query = query.where('deleted_at', '<', before);
      const ids = (await query.orderBy('deleted_at').limit(PURGE_BATCH).execute()).map((row) =>
        Number(row.id),
      );
      if (ids.length === 0) break;
      await guardProjects(() =>
        db.transaction().execute(async (trx) => {
          for (const id of ids) {
            if (!(await purgeOne(trx, store, type, id))) continue;
            purged += 1;
            if (audited)
              await recordAudit(trx, { entity: ENTITY[type], entityId: id, action: 'purge' });
          }
        }),
      );
      if (ids.length < PURGE_BATCH) break;
    }
  }
  return purged;
}

/**
 * Media records (Spatie-style rows; the files live under DATA_DIR/media). The only place with the media
 * table's SQL. `db` may be a Transaction: a Transaction<Database> is a Kysely<Database>.
 *
 * The admin avatar and the company logo point at media through id columns (users.avatar_media_id,
 * company.logo_media_id); such media counts as attached to ('user', id) and ('company', id).
 */
import type { Kysely } from 'kysely';
import { nowIso, type Database, type MediaRow, type NewMedia } from '../db/database';

type Db = Kysely<Database>;

export interface AttachMediaInput {
  modelType: string;
  modelId: number;
  collection: string;
  /** In display order; order_column becomes the index. */
  ids: number[];
}

/** A row's stored files, for removing them once the row is gone. */
export type StoredNames = Pick<MediaRow, 'file_name' | 'preview_file_name'>;

export async function findMediaById(db: Db, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMedia(db: Db, media: NewMedia): Promise<MediaRow> {
  return db.insertInto('media').values(media).returningAll().executeTakeFirstOrThrow();
}

/**
 * Call validateMediaIds first and answer 422 on its result: an id that does not exist or belongs to another
 * record is a programming error here, so it throws rather than silently stealing or skipping media.
 */
export async function attachMedia(
  db: Db,
  { modelType, modelId, collection, ids }: AttachMediaInput,
): Promise<void> {
  const unique = [...new Set(ids)];
  let detach = db
    .updateTable('media')
    .set({ model_type: null, model_id: null, order_column: 0 })
    .where('model_type', '=', modelType)
    .where('model_id', '=', modelId)
    .where('collection_name', '=', collection);
  if (unique.length > 0) detach = detach.where('id', 'not in', unique);
  await detach.execute();

  for (const [index, id] of unique.entries()) {
    const result = await db
      .updateTable('media')
      .set({
        model_type: modelType,
        model_id: modelId,
        collection_name: collection,
        order_column: index,
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('model_type', 'is', null),
          eb.and([eb('model_type', '=', modelType), eb('model_id', '=', modelId)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new Error(
        `media ${id} is missing or attached elsewhere; validate ids before attaching`,
      );
    }
  }
}

/** The collection of a record's media that only its draft or its published versions name. */
export const HELD_COLLECTION = 'held';

/**
 * Keeps the files a record's draft and published versions name (docs/product.md#publishing) from the orphan
 * cleanup: each of `ids` that is unattached is attached to the record in its `held` collection, which no
 * record field shows; held files no longer named go back to unattached, for the cleanup. Files the record
 * itself shows, and other records' files, are left as they are. In the caller's transaction.
 */
export async function holdMedia(
  db: Db,
  owner: { modelType: string; modelId: number },
  ids: readonly number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  let release = db
    .updateTable('media')
    .set({ model_type: null, model_id: null, order_column: 0 })
    .where('model_type', '=', owner.modelType)
    .where('model_id', '=', owner.modelId)
    .where('collection_name', '=', HELD_COLLECTION);
  if (unique.length > 0) release = release.where('id', 'not in', unique);
  await release.execute();
  if (unique.length === 0) return;
  await db
    .updateTable('media')
    .set({
      model_type: owner.modelType,
      model_id: owner.modelId,
      collection_name: HELD_COLLECTION,
      order_column: 0,
    })
    .where('id', 'in', unique)
    .where('model_type', 'is', null)
    .execute();
}

/** Media rows by id (those that exist). */
export async function mediaRowsById(db: Db, ids: readonly number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('media')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * The ids (deduplicated, in the given order) that do not exist or are attached to another record than
 * `owner`. With no owner (a record being created), any attached media is refused.
 */
export async function validateMediaIds(
  db: Db,
  ids: number[],
  owner: { modelType?: string; modelId?: number } = {},
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('media')
    .select(['media.id', 'media.model_type', 'media.model_id'])
    .select((eb) => [
      eb
        .selectFrom('users')
        .select('users.id')
        .whereRef('users.avatar_media_id', '=', 'media.id')
        .limit(1)
        .as('avatar_of'),
      eb
        .selectFrom('company')
        .select('company.id')
        .whereRef('company.logo_media_id', '=', 'media.id')
        .limit(1)
        .as('logo_of'),
    ])
    .where('media.id', 'in', unique)
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  return unique.filter((id) => {
    const row = found.get(id);
    if (!row) return true;
    const [type, modelId] =
      row.model_type !== null
        ? [row.model_type, row.model_id]
        : row.avatar_of != null
          ? ['user', row.avatar_of]
          : row.logo_of != null
            ? ['company', row.logo_of]
            : [null, null];
    return type !== null && (type !== owner.modelType || modelId !== owner.modelId);
  });
}

/** The MIME type of each of `ids` that exists. */
export async function mimeTypesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('media')
    .select(['id', 'mime_type'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.mime_type]));
}

/** Every row attached to these records, by record, collection and order. */
export async function mediaRowsOf(
  db: Db,
  modelType: string,
  modelIds: number[],
): Promise<MediaRow[]> {
  return db
    .selectFrom('media')
    .selectAll()
    .where('model_type', '=', modelType)
    .where('model_id', 'in', [...new Set(modelIds)])
    .orderBy('model_id')
    .orderBy('collection_name')
    .orderBy('order_column')
    .orderBy('id')
    .execute();
}

/** Deletes one record's media rows; answers their files, which the caller removes. */
export async function deleteMediaRowsOf(
  db: Db,
  modelType: string,
  modelId: number,
): Promise<StoredNames[]> {
  return db
    .deleteFrom('media')
    .where('model_type', '=', modelType)
    .where('model_id', '=', modelId)
    .returning(['file_name', 'preview_file_name'])
    .execute();
}

/**
 * Deletes the unattached rows created before `cutoff` that no avatar or logo column points at; answers their
 * files. One statement, so media attached while it runs is never caught between a check and a delete.
 */
export async function deleteOrphanRows(db: Db, cutoff: Date): Promise<StoredNames[]> {
  return db
    .deleteFrom('media')
    .where('model_type', 'is', null)
    .where('created_at', '<', nowIso(cutoff))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users').select('users.id').whereRef('users.avatar_media_id', '=', 'media.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('company')
            .select('company.id')
            .whereRef('company.logo_media_id', '=', 'media.id'),
        ),
      ),
    )
    .returning(['file_name', 'preview_file_name'])
    .execute();
}

export interface StoredFile {
  name: string;
  contentType: string;
}

/** Every stored file a media row names (original and preview) with its type, in id order, a batch at a time. */
export async function* storedFiles(db: Db, batch = 500): AsyncGenerator<StoredFile> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('media')
      .select(['id', 'file_name', 'mime_type', 'preview_file_name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      yield { name: row.file_name, contentType: row.mime_type };
      if (row.preview_file_name) yield { name: row.preview_file_name, contentType: 'image/webp' };
    }
    after = rows[rows.length - 1]!.id;
  }
}

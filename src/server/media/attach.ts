/**
 * How features own media. An upload starts unattached; a feature's create/update attaches the ids it was
 * given (in its own transaction), and whatever it no longer lists is detached so the orphan cleanup
 * removes it. `db` may be a Transaction: a Transaction<Database> is a Kysely<Database>.
 *
 * The admin avatar and the company logo point at media through id columns (users.avatar_media_id,
 * company.logo_media_id); such media counts as attached to ('user', id) and ('company', id).
 */
import type { Kysely } from 'kysely';
import type { Media } from '../../shared/auth';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { mediaToWire } from '../repositories/media';
import { removeMediaFiles, type RemoveLog } from './storage';

export interface AttachMediaInput {
  modelType: string;
  modelId: number;
  collection: string;
  /** In display order; order_column becomes the index. */
  ids: number[];
}

const consoleLog: RemoveLog = { warn: (obj, msg) => console.warn(msg, obj) };

/**
 * Call validateMediaIds first and answer 422 on its result: an id that does not exist or belongs to another
 * record is a programming error here, so it throws rather than silently stealing or skipping media.
 */
export async function attachMedia(
  db: Kysely<Database>,
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

/**
 * The ids (deduplicated, in the given order) that do not exist or are attached to another record than
 * `owner`. With no owner (a record being created), any attached media is refused.
 */
export async function validateMediaIds(
  db: Kysely<Database>,
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

/** Every record's media by collection, ordered; records without media map to `{}`. One query. */
export async function loadMediaFor(
  db: Kysely<Database>,
  modelType: string,
  modelIds: number[],
): Promise<Map<number, Record<string, Media[]>>> {
  const result = new Map<number, Record<string, Media[]>>(modelIds.map((id) => [id, {}]));
  if (modelIds.length === 0) return result;
  const rows = await db
    .selectFrom('media')
    .selectAll()
    .where('model_type', '=', modelType)
    .where('model_id', 'in', [...new Set(modelIds)])
    .orderBy('model_id')
    .orderBy('collection_name')
    .orderBy('order_column')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const collections = result.get(row.model_id!)!;
    (collections[row.collection_name] ??= []).push(mediaToWire(row));
  }
  return result;
}

/**
 * Deletes a record's media rows and files. Files go at once, so call it as the last step of the deleting
 * transaction (or after it commits). A file that cannot be removed is logged, never thrown.
 */
export async function deleteMediaOf(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir'>,
  modelType: string,
  modelId: number,
  log: RemoveLog = consoleLog,
): Promise<void> {
  const rows = await db
    .deleteFrom('media')
    .where('model_type', '=', modelType)
    .where('model_id', '=', modelId)
    .returning(['file_name', 'preview_file_name'])
    .execute();
  await removeMediaFiles(
    config,
    rows.flatMap((row) => [row.file_name, row.preview_file_name]),
    log,
  );
}

/**
 * TEMPORARY stand-in for src/server/media/attach.ts (the media pipeline, being built in parallel), with the
 * same signatures. Delete this file and import from '../media/attach' once that lands.
 */
import type { Kysely } from 'kysely';
import type { Media } from '../../shared/auth';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { mediaToWire } from './media';

type Db = Kysely<Database>;

export async function attachMedia(
  db: Db,
  target: { modelType: string; modelId: number; collection: string; ids: number[] },
): Promise<void> {
  const { modelType, modelId, collection, ids } = target;
  let detach = db
    .updateTable('media')
    .set({ model_type: null, model_id: null })
    .where('model_type', '=', modelType)
    .where('model_id', '=', modelId)
    .where('collection_name', '=', collection);
  if (ids.length > 0) detach = detach.where('id', 'not in', ids);
  await detach.execute();
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('media')
      .set({
        model_type: modelType,
        model_id: modelId,
        collection_name: collection,
        order_column: index,
      })
      .where('id', '=', id)
      .execute();
  }
}

export async function validateMediaIds(
  db: Db,
  ids: number[],
  owner: { modelType?: string; modelId?: number } = {},
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('media')
    .select(['id', 'model_type', 'model_id'])
    .where('id', 'in', ids)
    .execute();
  const ok = new Set(
    rows
      .filter(
        (row) =>
          row.model_id === null ||
          (row.model_type === owner.modelType && row.model_id === owner.modelId),
      )
      .map((row) => row.id),
  );
  return ids.filter((id) => !ok.has(id));
}

export async function loadMediaFor(
  db: Db,
  modelType: string,
  modelIds: number[],
): Promise<Map<number, Record<string, Media[]>>> {
  const result = new Map<number, Record<string, Media[]>>();
  if (modelIds.length === 0) return result;
  const rows = await db
    .selectFrom('media')
    .selectAll()
    .where('model_type', '=', modelType)
    .where('model_id', 'in', modelIds)
    .orderBy('order_column')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const byCollection = result.get(row.model_id!) ?? {};
    (byCollection[row.collection_name] ??= []).push(mediaToWire(row));
    result.set(row.model_id!, byCollection);
  }
  return result;
}

export async function deleteMediaOf(
  db: Db,
  _config: Config,
  modelType: string,
  modelId: number,
): Promise<void> {
  await db
    .deleteFrom('media')
    .where('model_type', '=', modelType)
    .where('model_id', '=', modelId)
    .execute();
}

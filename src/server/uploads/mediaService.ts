/**
 * Media records with their files: an upload becomes stored files and then an unattached row; a record's
 * deletion takes its rows and files with it. The media pipeline (media/) does the disk work.
 */
import type { Kysely } from 'kysely';
import type { MediaLimits } from '../../shared/media/schemas';
import { nowIso, type Database, type MediaRow } from '../db/database';
import type { MediaStore } from '../media/mediaStore';
import { removeMediaFiles, type RemoveLog } from '../media/storage';
import { storeUpload, type StoreUploadInput } from '../media/upload';
import { deleteMediaRowsOf, insertMedia } from './mediaRepository';

type Db = Kysely<Database>;

const consoleLog: RemoveLog = { warn: (obj, msg) => console.warn(msg, obj) };

/** Stores the received file and writes its row, unattached; a failed insert leaves no file behind. */
export async function storeMedia(
  db: Db,
  store: MediaStore,
  limits: MediaLimits,
  { collection, ...upload }: StoreUploadInput & { collection: string },
  log: RemoveLog,
): Promise<MediaRow> {
  const stored = await storeUpload(store, limits, upload, log);
  try {
    return await insertMedia(db, {
      uuid: stored.uuid,
      collection_name: collection,
      name: stored.name,
      file_name: stored.fileName,
      mime_type: stored.mimeType,
      size: stored.size,
      width: stored.width,
      height: stored.height,
      order_column: 0,
      preview_file_name: stored.previewFileName,
      model_type: null,
      model_id: null,
      created_at: nowIso(),
    });
  } catch (error) {
    await removeMediaFiles(store, [stored.fileName, stored.previewFileName], log);
    throw error;
  }
}

/**
 * Deletes a record's media rows and files. Files go at once, so call it as the last step of the deleting
 * transaction (or after it commits). A file that cannot be removed is logged, never thrown.
 */
export async function deleteMediaOf(
  db: Db,
  store: MediaStore,
  modelType: string,
  modelId: number,
  log: RemoveLog = consoleLog,
): Promise<void> {
  const rows = await deleteMediaRowsOf(db, modelType, modelId);
  await removeMediaFiles(
    store,
    rows.flatMap((row) => [row.file_name, row.preview_file_name]),
    log,
  );
}

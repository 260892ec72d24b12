/**
 * Media nobody attached within a day is removed (docs/product.md#media): uploads abandoned with their form,
 * and media a record detached when it stopped listing it. Temporary files left by an interrupted upload go
 * the same way.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { MediaStore } from '../media/mediaStore';
import { removeMediaFiles, removeStaleTemporaryFiles, type RemoveLog } from '../media/storage';
import { deleteOrphanRows } from './mediaRepository';

const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;

const consoleLog: RemoveLog = { warn: (obj, msg) => console.warn(msg, obj) };

/** Returns how many media rows were removed. */
export async function removeOrphanMedia(
  db: Kysely<Database>,
  store: MediaStore,
  now: Date = new Date(),
  log: RemoveLog = consoleLog,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS);
  const removed = await deleteOrphanRows(db, cutoff);
  await removeMediaFiles(
    store,
    removed.flatMap((row) => [row.file_name, row.preview_file_name]),
    log,
  );
  await removeStaleTemporaryFiles(store, cutoff, log);
  return removed.length;
}

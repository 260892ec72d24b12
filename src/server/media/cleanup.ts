/**
 * Media nobody attached within a day is removed (product.md): uploads abandoned with their form, and media
 * a feature detached when its record stopped listing it. Temporary files left by an interrupted upload go
 * the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { nowIso, type Database } from '../db/database';
import { mediaTmpDir, removeMediaFiles, type RemoveLog } from './storage';

export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;

const consoleLog: RemoveLog = { warn: (obj, msg) => console.warn(msg, obj) };

/** Returns how many media rows were removed. */
export async function removeOrphanMedia(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir'>,
  now: Date = new Date(),
  log: RemoveLog = consoleLog,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS);
  // One statement, so media attached while the cleanup runs is never caught between a check and a delete.
  const removed = await db
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
  await removeMediaFiles(
    config,
    removed.flatMap((row) => [row.file_name, row.preview_file_name]),
    log,
  );
  await removeStaleTemporaryFiles(config, cutoff, log);
  return removed.length;
}

async function removeStaleTemporaryFiles(
  config: Pick<Config, 'dataDir'>,
  cutoff: Date,
  log: RemoveLog,
): Promise<void> {
  const dir = mediaTmpDir(config);
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (stat.isFile() && stat.mtime < cutoff) await fs.promises.rm(file, { force: true });
    } catch (err) {
      log.warn({ err, file }, 'could not remove a temporary upload');
    }
  }
}

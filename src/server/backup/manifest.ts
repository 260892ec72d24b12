/**
 * A backup folder's `manifest.json` (docs/operations.md#backups): when it was taken, by which release, at
 * which migration, what the database holds, and the size and SHA-256 of every file in it. It is written
 * last, so a folder without one is a backup that did not finish; `npm run restore` checks every file
 * against it before it touches anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { STORED_NAME } from '../media/storage';
import type { BackupCounts } from './backupRepository';
import { syncDir, type FileDigest } from './files';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'realty-admin-backup';

export interface MediaEntry extends FileDigest {
  name: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  /** package.json's version of the release that took it. */
  release: string | null;
  /** The last migration the database had: the schema version a restore brings back. */
  schema: string | null;
  database:
    | ({ dialect: 'sqlite'; file: 'realty.db' } & FileDigest)
    | ({ dialect: 'postgres'; file: 'realty.dump' } & FileDigest);
  counts: BackupCounts;
  media:
    | {
        where: 'backup';
        files: MediaEntry[];
        /** Named by a media row of the copy but removed from the disk before it was copied. */
        missing: string[];
      }
    | { where: 'bucket'; bucket: string };
}

export class BackupError extends Error {
  override name = 'BackupError';
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const file = path.join(dir, MANIFEST_FILE);
  const partial = `${file}.partial`;
  await fs.promises.writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'w' });
  const handle = await fs.promises.open(partial, 'r');
  await handle.sync().finally(() => handle.close());
  await fs.promises.rename(partial, file);
  await syncDir(dir);
}

const isDigest = (value: unknown): value is FileDigest => {
  const { bytes, sha256 } = (value ?? {}) as Partial<FileDigest>;
  return Number.isInteger(bytes) && typeof sha256 === 'string' && /^[0-9a-f]{64}$/.test(sha256);
};

/** Reads and checks the shape of `dir`'s manifest; a folder that is not a backup is a BackupError. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  const file = path.join(dir, MANIFEST_FILE);
  const text = await fs.promises.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
      throw new BackupError(
        `${dir} is not a backup: it has no ${MANIFEST_FILE} (a backup that did not finish has none either).`,
      );
    throw error;
  });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError(`${file} is not valid JSON.`);
  }
  const bad = (what: string) => new BackupError(`${file}: ${what}.`);
  if (manifest?.format !== FORMAT)
    throw bad(`not a Realty Admin backup (format is not "${FORMAT}")`);
  if (manifest.version !== 1)
    throw bad(`version ${String(manifest.version)} is not one this release reads`);
  const { database, media, counts } = manifest;
  const expectedFile = { sqlite: 'realty.db', postgres: 'realty.dump' } as const;
  if (
    !database ||
    !(database.dialect in expectedFile) ||
    database.file !== expectedFile[database.dialect] ||
    !isDigest(database)
  )
    throw bad('the database entry is malformed');
  if (
    !counts ||
    !['leads', 'users', 'media'].every((key) => Number.isInteger(counts[key as keyof BackupCounts]))
  )
    throw bad('the counts are malformed');
  if (media?.where === 'backup') {
    // The names become paths: only the names the media pipeline makes, so nothing can point elsewhere.
    const fine = (entry: MediaEntry) =>
      typeof entry?.name === 'string' && STORED_NAME.test(entry.name);
    if (
      !Array.isArray(media.files) ||
      !media.files.every((entry) => fine(entry) && isDigest(entry))
    )
      throw bad('a media entry is malformed');
    if (!Array.isArray(media.missing)) throw bad('the list of missing media is malformed');
  } else if (media?.where !== 'bucket') throw bad('the media entry is malformed');
  return manifest;
}

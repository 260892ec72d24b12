/**
 * `npm run backup -- --out DIR` (docs/operations.md#backups): a backup taken while the server serves.
 *
 * SQLite: `VACUUM INTO` writes a consistent snapshot of the database (db/sqliteSnapshot.ts); then the
 * media files *the snapshot's rows name* are copied, and nothing else. The pipeline stores a file before it
 * writes its row, and never changes a stored file, so every file the snapshot names existed when the
 * snapshot was taken: the copy has exactly the snapshot's files, whatever is uploaded meanwhile. A file
 * removed in between (its record deleted during the copy) is listed as missing in the manifest and
 * reported. Copying the folder instead would take uploads newer than the snapshot and could not say what
 * is missing.
 *
 * PostgreSQL: pg_dump, when it is on PATH, in a snapshot this command exports and reads the media rows in,
 * so the same holds; without it, the exact command to run. With S3_BUCKET the media stay in the bucket,
 * which its own versioning or replication protects (docs/operations.md#object-storage).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { createDb } from '../db/connect';
import type { Database } from '../db/database';
import { executedMigrations } from '../db/migrate';
import { openSnapshot, quickCheck, snapshotSqlite } from '../db/sqliteSnapshot';
import { mediaDir } from '../media/storage';
import { storedFiles } from '../uploads/mediaRepository';
import { backupCounts, exportSnapshot } from './backupRepository';
import { copyHashed, digestOf, syncDir } from './files';
import {
  BackupError,
  MANIFEST_FILE,
  writeManifest,
  type BackupManifest,
  type MediaEntry,
} from './manifest';
import { commandLine, findOnPath, pgDumpArgs, runPgDump } from './pgDump';

export interface BackupOptions {
  out: string;
  /** Write into a folder that is not empty (a backup's own files in it are replaced). */
  force?: boolean;
  /** Where progress lines go. */
  log?: (line: string) => void;
}

const SQLITE_FILE = 'realty.db';
const DUMP_FILE = 'realty.dump';
/** What a backup writes into its folder; `--force` removes these first. */
const OWN_ENTRIES = [MANIFEST_FILE, `${MANIFEST_FILE}.partial`, SQLITE_FILE, DUMP_FILE, 'media'];

/** package.json's version, for the manifest (null when the file is not beside the code). */
function releaseVersion(): string | null {
  try {
    const file = path.resolve(__dirname, '../../../package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

async function prepareOut(out: string, force: boolean): Promise<void> {
  const entries = await fs.promises.readdir(out).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    if (error.code === 'ENOTDIR') throw new BackupError(`${out} is a file, not a folder.`);
    throw error;
  });
  if (entries === null) {
    await fs.promises.mkdir(out, { recursive: true });
    return;
  }
  if (entries.length === 0) return;
  if (!force)
    throw new BackupError(
      `${out} is not empty: give a new or empty folder (or --force to write into it, replacing a backup there).`,
    );
  await removeOwnEntries(out);
}

/** The manifest goes first: a folder left half-written is never taken for a backup. */
async function removeOwnEntries(out: string): Promise<void> {
  for (const entry of OWN_ENTRIES)
    await fs.promises.rm(path.join(out, entry), { recursive: true, force: true });
}

/** The last migration the database had, by name (they are numbered). */
async function schemaOf(db: Kysely<Database>): Promise<string | null> {
  const names = (await executedMigrations(db)).sort();
  return names[names.length - 1] ?? null;
}

/** Copies the files `db`'s media rows name from the disk store into `out/media`. */
async function copyMedia(
  db: Kysely<Database>,
  config: Config,
  out: string,
): Promise<{ files: MediaEntry[]; missing: string[] }> {
  const source = mediaDir(config);
  const target = path.join(out, 'media');
  await fs.promises.mkdir(target, { recursive: true });
  const files: MediaEntry[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for await (const { name } of storedFiles(db)) {
    if (seen.has(name)) continue;
    seen.add(name);
    try {
      files.push({ name, ...(await copyHashed(path.join(source, name), path.join(target, name))) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fs.promises.rm(path.join(target, name), { force: true });
      missing.push(name);
    }
  }
  await syncDir(target);
  return { files, missing };
}

function mediaSummary(media: BackupManifest['media']): string {
  if (media.where === 'bucket')
    return `media: in the bucket ${media.bucket}, not copied (its versioning or replication keeps them: docs/operations.md#object-storage)`;
  const bytes = media.files.reduce((sum, file) => sum + file.bytes, 0);
  return `media: ${media.files.length} file(s), ${(bytes / 1e6).toFixed(1)} MB`;
}

async function backupSqlite(config: Config, out: string, createdAt: Date) {
  const live = config.database.url;
  if (!fs.existsSync(live))
    throw new BackupError(
      `There is no database at ${live}: nothing to back up (is DATA_DIR right?).`,
    );
  const file = path.join(out, SQLITE_FILE);
  snapshotSqlite(live, file);
  const problems = quickCheck(file);
  if (problems !== 'ok') throw new BackupError(`The snapshot fails SQLite's check: ${problems}`);
  const snapshot = openSnapshot(file);
  try {
    const media: BackupManifest['media'] = config.s3
      ? { where: 'bucket', bucket: config.s3.bucket }
      : { where: 'backup', ...(await copyMedia(snapshot, config, out)) };
    return {
      format: 'realty-admin-backup',
      version: 1,
      createdAt: createdAt.toISOString(),
      release: releaseVersion(),
      schema: await schemaOf(snapshot),
      database: { dialect: 'sqlite', file: SQLITE_FILE, ...(await digestOf(file)) },
      counts: await backupCounts(snapshot),
      media,
    } satisfies BackupManifest;
  } finally {
    await snapshot.destroy();
  }
}

async function backupPostgres(
  config: Config,
  out: string,
  createdAt: Date,
  pgDump: string,
  log: (line: string) => void,
) {
  const url = config.database.url;
  const file = path.join(out, DUMP_FILE);
  const db = createDb(config);
  try {
    // One REPEATABLE READ transaction: pg_dump copies its snapshot, and the counts and media rows are
    // read in it, so the manifest and the media copy describe exactly what the dump holds.
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const snapshot = await exportSnapshot(trx);
        const args = pgDumpArgs(url, file, snapshot);
        log(`Running ${commandLine('pg_dump', args)}`);
        await runPgDump(pgDump, url, args);
        const media: BackupManifest['media'] = config.s3
          ? { where: 'bucket', bucket: config.s3.bucket }
          : { where: 'backup', ...(await copyMedia(trx, config, out)) };
        return {
          format: 'realty-admin-backup',
          version: 1,
          createdAt: createdAt.toISOString(),
          release: releaseVersion(),
          schema: await schemaOf(trx),
          database: { dialect: 'postgres', file: DUMP_FILE, ...(await digestOf(file)) },
          counts: await backupCounts(trx),
          media,
        } satisfies BackupManifest;
      });
  } finally {
    await db.destroy();
  }
}

/** Takes a backup into `out`; answers its manifest. Refusals and failures are BackupErrors. */
export async function runBackup(config: Config, options: BackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const out = path.resolve(options.out);
  const within = path.relative(config.dataDir, out);
  if (within === '' || (!within.startsWith('..') && !path.isAbsolute(within)))
    throw new BackupError(
      `--out ${out} is inside DATA_DIR (${config.dataDir}): choose a folder outside it.`,
    );
  let pgDump: string | null = null;
  if (config.database.dialect === 'postgres') {
    pgDump = findOnPath('pg_dump');
    if (!pgDump)
      throw new BackupError(
        'DATABASE_URL is PostgreSQL: its backup is pg_dump, which is not on PATH here. Run, with the password in PGPASSWORD or ~/.pgpass:\n' +
          `  ${commandLine('pg_dump', pgDumpArgs(config.database.url, path.join(out, DUMP_FILE)))}\n` +
          (config.s3
            ? 'The media are in the bucket (docs/operations.md#object-storage).'
            : `and copy ${mediaDir(config)} (docs/operations.md#postgresql).`),
      );
  }
  await prepareOut(out, options.force ?? false);
  const createdAt = new Date();
  let manifest: BackupManifest;
  try {
    manifest =
      pgDump === null
        ? await backupSqlite(config, out, createdAt)
        : await backupPostgres(config, out, createdAt, pgDump, log);
    await writeManifest(out, manifest);
  } catch (error) {
    // What was written is no backup: removed, so the same command can simply run again.
    await removeOwnEntries(out).catch(() => undefined);
    throw error;
  }
  const { counts } = manifest;
  log(
    `Backup written to ${out} (${manifest.database.dialect}, schema ${manifest.schema ?? 'empty'}).`,
  );
  log(`  database: ${counts.leads} lead(s), ${counts.users} user(s), ${counts.media} media row(s)`);
  log(`  ${mediaSummary(manifest.media)}`);
  if (manifest.media.where === 'backup' && manifest.media.missing.length > 0)
    log(
      `  Warning: ${manifest.media.missing.length} file(s) named by the database were removed before they could be copied (records deleted during the backup): ${manifest.media.missing.join(', ')}`,
    );
  return manifest;
}

/**
 * `npm run restore -- DIR` (docs/operations.md#restore): puts a SQLite backup of `npm run backup` back into
 * DATA_DIR. In this order, so that a refusal or a failure leaves DATA_DIR as it was:
 * 1. checks the folder against its manifest: every file's size and SHA-256, SQLite's check of the copy,
 *    and the copy's counts;
 * 2. refuses while any process has DATA_DIR's database open (a server, a worker, another command);
 * 3. copies the database and the media next to their places in DATA_DIR, and checks the copies;
 * 4. moves the database (with any -wal and -shm) and media/ aside into `before-restore-<time>/`, and
 *    renames the copies into place.
 * A PostgreSQL backup is restored with pg_restore: the command says how.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { releaseMigrations } from '../db/migrate';
import { openSnapshot, quickCheck, sqliteInUse } from '../db/sqliteSnapshot';
import { mediaDir } from '../media/storage';
import { backupCounts } from './backupRepository';
import { copyHashed, digestOf, stamp, syncDir, type FileDigest } from './files';
import { BackupError, readManifest, type BackupManifest } from './manifest';
import { pgRestoreCommand, shellQuote } from './pgDump';

export interface RestoreOptions {
  dir: string;
  log?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Where the replaced database and media were moved, or null when DATA_DIR held neither. */
  aside: string | null;
}

const sameDigest = (a: FileDigest, b: FileDigest) => a.bytes === b.bytes && a.sha256 === b.sha256;

/** Step 1: the folder holds what its manifest says, and the database copy is sound. */
async function verify(dir: string, manifest: BackupManifest): Promise<void> {
  const database = path.join(dir, manifest.database.file);
  const digest = await digestOf(database).catch(() => null);
  if (!digest || !sameDigest(digest, manifest.database))
    throw new BackupError(
      `${database} is missing or differs from the manifest: the backup is damaged.`,
    );
  const problems = quickCheck(database);
  if (problems !== 'ok') throw new BackupError(`${database} fails SQLite's check: ${problems}`);
  const snapshot = openSnapshot(database);
  try {
    const counts = await backupCounts(snapshot);
    const expected = manifest.counts;
    if (
      counts.leads !== expected.leads ||
      counts.users !== expected.users ||
      counts.media !== expected.media
    )
      throw new BackupError(
        `${database} holds ${JSON.stringify(counts)}, the manifest says ${JSON.stringify(expected)}.`,
      );
  } finally {
    await snapshot.destroy();
  }
  if (manifest.media.where !== 'backup') return;
  for (const file of manifest.media.files) {
    const found = await digestOf(path.join(dir, 'media', file.name)).catch(() => null);
    if (!found || !sameDigest(found, file))
      throw new BackupError(
        `media/${file.name} is missing or differs from the manifest: the backup is damaged.`,
      );
  }
}

function refuseWhileInUse(file: string): void {
  if (sqliteInUse(file))
    throw new BackupError(
      `${file} is open in another process (a running server, or a command): stop it, then restore.`,
    );
}

/**
 * Moves those of `names` that exist in DATA_DIR into a new folder `aside`; answers whether there were any.
 * The folder must not exist: a rename would replace what an earlier restore kept there.
 */
async function moveAside(dataDir: string, aside: string, names: string[]): Promise<boolean> {
  const present = names.filter((name) => fs.existsSync(path.join(dataDir, name)));
  if (present.length === 0) return false;
  await fs.promises.mkdir(aside);
  for (const name of present)
    await fs.promises.rename(path.join(dataDir, name), path.join(aside, name));
  return true;
}

function refusePostgres(dir: string, manifest: BackupManifest, config: Config): never {
  const target = config.database.dialect === 'postgres' ? config.database.url : 'postgres://…';
  const lines = [
    `${dir} holds a PostgreSQL dump, which pg_restore puts back (with the servers stopped; password in PGPASSWORD or ~/.pgpass):`,
    `  ${pgRestoreCommand(target, path.join(dir, manifest.database.file))}`,
  ];
  if (manifest.media.where === 'backup')
    lines.push(
      'and the media:',
      `  mkdir -p ${shellQuote(mediaDir(config))} && cp -a ${shellQuote(path.join(dir, 'media'))}/. ${shellQuote(mediaDir(config))}/`,
    );
  lines.push('See docs/operations.md#restore.');
  throw new BackupError(lines.join('\n'));
}

export async function runRestore(config: Config, options: RestoreOptions): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const dir = path.resolve(options.dir);
  const manifest = await readManifest(dir);
  if (manifest.database.dialect === 'postgres') refusePostgres(dir, manifest, config);
  if (config.database.dialect !== 'sqlite')
    throw new BackupError(
      'DATABASE_URL is set (PostgreSQL): this SQLite backup would not be used. Unset it to restore a SQLite installation.',
    );
  await verify(dir, manifest);
  const live = config.database.url;
  const { dataDir } = config;
  refuseWhileInUse(live);

  // Step 3: the copies, beside their places (same filesystem, so step 4 is renames).
  const when = stamp(new Date());
  await fs.promises.mkdir(dataDir, { recursive: true });
  const stagedDb = `${live}.restoring-${when}`;
  const stagedMedia = `${mediaDir(config)}.restoring-${when}`;
  const restoresMedia = manifest.media.where === 'backup';
  // Once files start moving, the staged copies are kept whatever happens: they may be all there is.
  let swapping = false;
  try {
    const copied = await copyHashed(path.join(dir, manifest.database.file), stagedDb);
    if (!sameDigest(copied, manifest.database))
      throw new BackupError(`The copy of the database into ${stagedDb} differs from the backup.`);
    if (manifest.media.where === 'backup') {
      await fs.promises.mkdir(stagedMedia);
      for (const file of manifest.media.files) {
        const digest = await copyHashed(
          path.join(dir, 'media', file.name),
          path.join(stagedMedia, file.name),
        );
        if (!sameDigest(digest, file))
          throw new BackupError(`The copy of media/${file.name} differs from the backup.`);
      }
      await syncDir(stagedMedia);
    }

    // Step 4: a server started during the copies is refused here too.
    refuseWhileInUse(live);
    swapping = true;
    const aside = path.join(dataDir, `before-restore-${when}`);
    const base = path.basename(live);
    const replaced = [base, `${base}-wal`, `${base}-shm`, `${base}-journal`];
    const movedAny = await moveAside(
      dataDir,
      aside,
      restoresMedia ? [...replaced, 'media'] : replaced,
    );
    await fs.promises.rename(stagedDb, live);
    if (restoresMedia) await fs.promises.rename(stagedMedia, mediaDir(config));
    await syncDir(dataDir);

    report(log, dir, manifest, config, movedAny ? aside : null);
    return { manifest, aside: movedAny ? aside : null };
  } finally {
    if (!swapping) {
      await fs.promises.rm(stagedDb, { force: true });
      await fs.promises.rm(stagedMedia, { recursive: true, force: true });
    }
  }
}

function report(
  log: (line: string) => void,
  dir: string,
  manifest: BackupManifest,
  config: Config,
  aside: string | null,
): void {
  const { counts, media } = manifest;
  log(`Restored the backup of ${manifest.createdAt} from ${dir} into ${config.dataDir}:`);
  log(
    `  database: ${counts.leads} lead(s), ${counts.users} user(s), ${counts.media} media row(s); schema ${manifest.schema ?? 'empty'}`,
  );
  if (media.where === 'backup') {
    log(`  media: ${media.files.length} file(s) into ${mediaDir(config)}`);
    if (media.missing.length > 0)
      log(`  not in the backup (removed while it was taken): ${media.missing.join(', ')}`);
    if (config.s3)
      log(`  S3_BUCKET is set: npm run media:migrate copies these files into ${config.s3.bucket}.`);
  } else
    log(
      `  media: in the bucket ${media.bucket} (not part of the backup; docs/operations.md#object-storage)`,
    );
  log(
    aside
      ? `  the replaced files are kept in ${aside}`
      : '  DATA_DIR held no database or media before: nothing was replaced',
  );
  const known = releaseMigrations();
  if (manifest.schema !== null && !known.includes(manifest.schema))
    log(
      `  Warning: the backup's schema (${manifest.schema}) is newer than this release knows; start the release that took it (${manifest.release ?? 'unknown'}).`,
    );
  else log('  Start the server: it applies any migrations newer than the backup.');
}

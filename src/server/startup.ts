/**
 * What an installation needs before it serves, done once however many instances start at the same moment
 * (docs/operations.md#running-several-instances): the migrations, the first administrator and the company
 * row, (SEED_DEMO) the demo content of an empty database, and the moment the installation started. On
 * PostgreSQL the instances queue on one advisory lock and each later one finds the work done; on SQLite one
 * process serves the file and its calls queue in it. `npm run release` runs the same steps alone, for
 * deployments with a release step.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { ensureAdmin, type EnsureAdminResult } from './bootstrap';
import { withAdvisoryLockWait } from './db/advisoryLock';
import type { Database } from './db/database';
import { isPostgres } from './db/dialect';
import { recordInstallationStart } from './db/installationRepository';
import { migrateToLatest } from './db/migrate';
import type { MediaStore } from './media/mediaStore';
import { runSeed, type SeedOutcome } from './seed/runSeed';

export interface Installation {
  admin: EnsureAdminResult;
  seed: SeedOutcome | 'off';
}

export interface PrepareOptions {
  mediaStore: MediaStore;
  log: FastifyBaseLogger;
}

const queues = new WeakMap<Kysely<Database>, Promise<unknown>>();

/** Runs `work` after any earlier call's work on this database has finished, across the fleet. */
function once<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) return withAdvisoryLockWait(db, 'prepare-installation', work);
  const queued = (queues.get(db) ?? Promise.resolve()).then(work, work);
  queues.set(
    db,
    queued.catch(() => undefined),
  );
  return queued;
}

export async function prepareInstallation(
  db: Kysely<Database>,
  config: Config,
  { mediaStore, log }: PrepareOptions,
): Promise<Installation> {
  return once(db, async () => {
    await migrateToLatest(db, (unknown) =>
      log.warn(
        { migrations: unknown },
        'the database is ahead of this release (a newer release migrated it); serving on it as it is',
      ),
    );
    const admin = await ensureAdmin(db, config, log);
    // Only an empty database is filled; SEED_DEMO=false starts empty.
    const seed = config.seedDemo
      ? await runSeed(db, config, { mediaStore, log: (message) => log.info(message) })
      : 'off';
    // The first start's moment, after the demo content: the escalation job leaves the leads created before it
    // alone (the demo's are back-dated), docs/product.md#speed-to-lead. Later starts keep the first.
    await recordInstallationStart(db, new Date());
    return { admin, seed };
  });
}

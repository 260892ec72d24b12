/**
 * Periodic work that must happen once per period for the whole fleet, whichever instance does it: each
 * instance looks often, and under the fleet lock runs a job only when its last run (kept in `job_runs`)
 * is a period old. An instance that dies mid-run leaves the job due, so another picks it up.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { FleetLock } from './fleetLock';
import { lastRunAt, markRan } from './jobRunRepository';

export interface Job {
  name: string;
  everyMs: number;
  /** `now`: the time the tick runs for (tests pass their own to `app.jobs.tick`). */
  run: (now: Date) => Promise<void>;
}

export interface Scheduler {
  /** Runs every job that is due now (once per fleet); resolves when they have ended. */
  tick: (now?: Date) => Promise<void>;
  stop: () => Promise<void>;
}

/** How often an instance looks for due jobs, at most. */
const LOOK_EVERY_MS = 60_000;
/** The first look, soon after start: a job overdue while no instance ran is not left for another minute. */
const FIRST_LOOK_MS = 5_000;

async function due(db: Kysely<Database>, job: Job, now: Date): Promise<boolean> {
  const last = await lastRunAt(db, job.name);
  return last === null || Date.parse(last) + job.everyMs <= now.getTime();
}

export function createScheduler(
  db: Kysely<Database>,
  lock: FleetLock,
  jobs: Job[],
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  options: { autoStart?: boolean } = {},
): Scheduler {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const runOne = async (job: Job, now: Date) => {
    await lock.runExclusive(`job:${job.name}`, async () => {
      if (!(await due(db, job, now))) return;
      const started = Date.now();
      try {
        await job.run(now);
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job failed');
      }
      // Marked even after a failure: a broken job retries next period rather than in a tight loop.
      await markRan(db, job.name, now);
      log.info({ job: job.name, ms: Date.now() - started }, 'scheduled job ran');
    });
  };

  const tick = (now = new Date()) => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        await runOne(job, now).catch((err: unknown) =>
          log.error({ err, job: job.name }, 'scheduled job could not start'),
        );
      }
    });
    return running;
  };

  const shortest = Math.min(LOOK_EVERY_MS, ...jobs.map((job) => job.everyMs));
  const timer = options.autoStart === false ? null : setInterval(() => void tick(), shortest);
  timer?.unref();
  const first = options.autoStart === false ? null : setTimeout(() => void tick(), FIRST_LOOK_MS);
  first?.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      await running;
    },
  };
}

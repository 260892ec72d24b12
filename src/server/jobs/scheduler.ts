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

/**
 * How often an instance looks for due jobs: a quarter of the shortest period (15 s for the minute jobs), so
 * a due run starts at most that late. Looking once a period let a run slip by a whole period (a job run at
 * 0.1 s past its minute was not yet due at the next look): 115 s between two minute runs.
 */
const LOOKS_PER_PERIOD = 4;
const LOOK_AT_MOST_EVERY_MS = 60_000;
/**
 * And never more often than every 15 s: a job of a shorter period (the scheduled publications', 15 s) then
 * runs every 15 to 30 s, rather than every job's lock being asked for four times as often.
 */
const LOOK_AT_LEAST_EVERY_MS = 15_000;
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

  // A look waiting behind a long run is enough: the timer does not queue another.
  let waiting = false;
  const look = () => {
    if (waiting) return;
    waiting = true;
    void tick().finally(() => (waiting = false));
  };
  const every = Math.max(
    LOOK_AT_LEAST_EVERY_MS,
    Math.min(LOOK_AT_MOST_EVERY_MS, ...jobs.map((job) => job.everyMs)) / LOOKS_PER_PERIOD,
  );
  const timer = options.autoStart === false ? null : setInterval(look, every);
  timer?.unref();
  const first = options.autoStart === false ? null : setTimeout(look, FIRST_LOOK_MS);
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

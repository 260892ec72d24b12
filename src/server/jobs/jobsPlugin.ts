/**
 * Once-per-fleet jobs (docs/architecture.md#background-work): each domain adds its own (`app.jobs.add`),
 * and every instance looks for due ones each minute; the fleet lock and `job_runs` make one instance run
 * each job once per period. `jobs: false` (tests, the bench) keeps the timer off: `app.jobs.tick()` runs
 * what is due on demand.
 */
import fp from 'fastify-plugin';
import { createFleetLock } from './fleetLock';
import { createScheduler, type Job, type Scheduler } from './scheduler';

export interface Jobs {
  add(job: Job): void;
  /** Runs every due job now (once per fleet) and resolves when done. */
  tick(now?: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp<{ enabled?: boolean }>(
  async (app, { enabled = true }) => {
    const jobs: Job[] = [];
    const lock = createFleetLock(app.db, app.redis, app.config.redisPrefix);
    let scheduler: Scheduler | null = null;
    const log = app.log.child({ task: 'jobs' });
    const started = () =>
      (scheduler ??= createScheduler(app.db, lock, jobs, log, { autoStart: enabled }));

    app.decorate('jobs', {
      add: (job: Job) => {
        if (scheduler) throw new Error(`job ${job.name} added after the jobs started`);
        jobs.push(job);
      },
      tick: (now?: Date) => started().tick(now),
    });
    // Every domain has added its jobs by then.
    app.addHook('onReady', async () => void started());
    app.addHook('onClose', async () => scheduler?.stop());
  },
  { name: 'jobs', dependencies: ['db', 'redis'] },
);

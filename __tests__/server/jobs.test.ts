/**
 * Once per fleet: two instances looking for due work at the same moment run a job once, and only again a
 * period later; the lock lets one holder in at a time — in-process on SQLite, an advisory lock on
 * PostgreSQL, a Redis key when Redis is configured.
 */
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createFleetLock, type FleetLock } from '../../src/server/jobs/fleetLock';
import { createScheduler } from '../../src/server/jobs/scheduler';
import { createTestDatabase, dialects, type TestDatabase } from './support/testApp';

const quiet = { error: jest.fn(), info: () => undefined };
const stores = [
  ...dialects().map((dialect) => ({ dialect, redis: false })),
  ...(process.env.REDIS_URL_TEST ? [{ dialect: 'sqlite' as const, redis: true }] : []),
];

describe.each(stores)('once per fleet [$dialect, redis: $redis]', ({ dialect, redis }) => {
  let database: TestDatabase;
  let client: Redis | null = null;
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    if (redis) client = new Redis(process.env.REDIS_URL_TEST!);
  });
  afterAll(async () => {
    await client?.quit();
    await database.drop();
  });
  /** Two instances: same database (and Redis), each with its own lock object, as two processes would. */
  const instances = (): [FleetLock, FleetLock] => [
    createFleetLock(database.db, client, prefix),
    createFleetLock(database.db, client, prefix),
  ];

  it('lets one holder in at a time', async () => {
    const [a, b] = instances();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = a.runExclusive('sweep', () => held);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await b.runExclusive('sweep', async () => undefined)).toBe(false);
    expect(await a.runExclusive('other', async () => undefined)).toBe(true);
    release();
    expect(await first).toBe(true);
    expect(await b.runExclusive('sweep', async () => undefined)).toBe(true);
  });

  it('runs a due job once however many instances look, and again a period later', async () => {
    const [lockA, lockB] = instances();
    let runs = 0;
    const job = {
      name: `count-${randomBytes(3).toString('hex')}`,
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
      },
    };
    const a = createScheduler(database.db, lockA, [job], quiet, { autoStart: false });
    const b = createScheduler(database.db, lockB, [job], quiet, { autoStart: false });
    const t0 = new Date('2026-11-24T10:00:00Z');
    await Promise.all([a.tick(t0), b.tick(t0), a.tick(t0), b.tick(t0)]);
    expect(runs).toBe(1);
    await Promise.all([
      a.tick(new Date(t0.getTime() + 30_000)),
      b.tick(new Date(t0.getTime() + 30_000)),
    ]);
    expect(runs).toBe(1);
    await Promise.all([
      a.tick(new Date(t0.getTime() + 60_000)),
      b.tick(new Date(t0.getTime() + 60_000)),
    ]);
    expect(runs).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('logs a failing job and does not retry it until its next period', async () => {
    const [lock] = instances();
    let attempts = 0;
    const job = {
      name: `broken-${randomBytes(3).toString('hex')}`,
      everyMs: 60_000,
      run: async () => {
        attempts += 1;
        throw new Error('boom');
      },
    };
    const log = { error: jest.fn(), info: () => undefined };
    const scheduler = createScheduler(database.db, lock, [job], log, { autoStart: false });
    const t0 = new Date('2026-11-24T11:00:00Z');
    await scheduler.tick(t0);
    await scheduler.tick(new Date(t0.getTime() + 1000));
    expect(attempts).toBe(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: job.name }),
      'scheduled job failed',
    );
    await scheduler.stop();
  });
});

describe('the scheduler on its own timer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database.drop();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs a minute job within 15 s of its due time, never twice in its period', async () => {
    // Timers are faked; promises and the database's I/O are real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    jest.setSystemTime(new Date('2026-11-27T08:00:00.100Z'));
    const runs: number[] = [];
    const lock = createFleetLock(database.db, null, 'timer');
    const job = {
      name: 'minute',
      everyMs: 60_000,
      run: async (now: Date) => void runs.push(now.getTime()),
    };
    const scheduler = createScheduler(database.db, lock, [job], quiet);
    try {
      // Ten minutes, a second at a time, letting each look's queries finish.
      for (let second = 0; second < 600; second++) {
        await jest.advanceTimersByTimeAsync(1000);
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      await scheduler.stop();
    }
    const gaps = runs.slice(1).map((at, i) => at - runs[i]!);
    expect(runs.length).toBeGreaterThanOrEqual(9);
    // Once a period: never sooner than 60 s; at most a look (15 s) late. Looking once a minute let a run
    // slip by a whole period (a gap of 120 s).
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(60_000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(75_000);
  });
});

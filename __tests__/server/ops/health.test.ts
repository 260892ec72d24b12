/**
 * The balancer's probes: /healthz answers at once while the process lives and tells what it last saw of each
 * dependency; /readyz is 503 only when this instance's database does not answer (Redis and the bucket are
 * reported, never a reason to leave the balancer), names no host, and turns 503 as soon as shutdown begins.
 */
import { buildApp } from '../../../src/server/app';
import { startS3, type TestS3 } from '../support/s3Server';
import { createTestDatabase, dialects, type TestDatabase } from '../support/testApp';

describe.each(dialects())('health and readiness [%s]', (dialect) => {
  let database: TestDatabase;
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
    const redis = process.env.REDIS_URL_TEST;
    database = await createTestDatabase(dialect, {
      ...s3.env,
      ...(redis ? { REDIS_URL: redis, REDIS_PREFIX: `health-${dialect}` } : {}),
    });
  });
  afterAll(async () => {
    await database.drop();
    await s3.close();
  });

  const build = () => buildApp(database.config, { logger: false, db: database.db, jobs: false });

  it('is alive and ready when everything answers', async () => {
    const app = await build();
    try {
      const alive = await app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      // Nothing looked at yet: /healthz never waits for a look.
      expect(alive.json()).toEqual({
        status: 'alive',
        checks: {
          database: 'unknown',
          redis: process.env.REDIS_URL_TEST ? 'unknown' : 'not configured',
          media: 'unknown',
        },
      });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: {
          database: 'ok',
          redis: process.env.REDIS_URL_TEST ? 'ok' : 'not configured',
          media: 'ok',
        },
      });
      expect(ready.headers['cache-control']).toBeUndefined();
      // What /readyz saw, /healthz now tells.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json().checks).toEqual(
        ready.json().checks,
      );
    } finally {
      await app.close();
    }
  });

  it('stays ready when the bucket is down, and says so in /healthz until it comes back', async () => {
    const app = await build();
    try {
      const store = app.mediaStore;
      const check = jest
        .spyOn(store, 'check')
        .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.9:9000'));
      // Every instance shares the bucket: failing on it would take the whole fleet out of the balancer.
      const degraded = await app.inject({ method: 'GET', url: '/readyz' });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toMatchObject({
        status: 'ready',
        checks: { media: 'down', database: 'ok' },
      });
      expect(degraded.body).not.toContain('10.0.0.9');
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json().checks.media).toBe('down');
      expect(health.body).not.toContain('10.0.0.9');
      check.mockRestore();
      const back = await app.inject({ method: 'GET', url: '/readyz' });
      expect(back.json().checks.media).toBe('ok');
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the database is unreachable, without hanging', async () => {
    const app = await build();
    try {
      const execute = jest
        .spyOn(app.db.getExecutor(), 'executeQuery')
        .mockRejectedValue(new Error('the database went away'));
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      execute.mockRestore();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json().checks.database).toBe('down');
    } finally {
      await app.close();
    }
  });

  it('is no longer ready once shutdown begins', async () => {
    const app = await build();
    let during: { status: number; body: string } | undefined;
    // Its turn comes once shutdown has begun, while the instance still listens.
    app.addHook('preClose', async () => {
      const response = await fetch(`${url}/readyz`);
      during = { status: response.status, body: await response.text() };
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    await app.close();
    expect(during?.status).toBe(503);
  });
});

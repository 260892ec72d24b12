/**
 * The balancer's probes: /healthz answers while the process lives; /readyz names what is down (the
 * database, Redis, the bucket) with a 503 and no error text, and turns 503 as soon as shutdown begins.
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
      expect(alive.json()).toEqual({ status: 'alive' });
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
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the bucket when it is down, and comes back with it', async () => {
    const app = await build();
    try {
      const store = app.mediaStore;
      const check = jest
        .spyOn(store, 'check')
        .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.9:9000'));
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'unavailable',
        checks: { media: 'down', database: 'ok' },
      });
      expect(down.body).not.toContain('10.0.0.9');
      check.mockRestore();
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
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

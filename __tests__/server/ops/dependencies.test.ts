/**
 * When a dependency is briefly away (docs/operations.md#faults): a database that restarts answers 503 with
 * Retry-After (never a 500), and Redis that cannot be reached costs nothing visible: logins and website forms
 * go on, their limits counted in the database meanwhile, and the instance stays ready. The real restarts
 * and outages, on a private PostgreSQL and Redis, are in __tests__/e2e/faults.spec.ts.
 */
import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import redisPlugin from '../../../src/server/plugins/redis';
import { buildApp } from '../../../src/server/app';
import { PUBLIC_PREFIX } from '../../../src/shared/common/apiPaths';
import { serverMessages } from '../../../src/shared/common/errors';
import { isDependencyUnavailable } from '../../../src/server/db/unavailable';
import { intakeBody } from '../support/leadFixtures';
import {
  createTestDatabase,
  createTestUser,
  describeEachDb,
  loginRequest,
  TEST_PASSWORD,
  type TestDatabase,
} from '../support/testApp';

/** What pg answers to a query on a connection the server ended (a restart). */
const adminShutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

describe('isDependencyUnavailable', () => {
  it.each([
    ['a server shutdown (57P01)', adminShutdown()],
    ['a database starting (57P03)', Object.assign(new Error('starting up'), { code: '57P03' })],
    ['a connection failure (08006)', Object.assign(new Error('x'), { code: '08006' })],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['ioredis giving up', new Error('Reached the max retries per request limit (which is 2).')],
    ['SQLite busy', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
    [
      'a refused connection on both addresses',
      new AggregateError([
        Object.assign(new Error('a'), { code: 'ECONNREFUSED' }),
        Object.assign(new Error('b'), { code: 'ECONNREFUSED' }),
      ]),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'Connection terminated'],
    ['nothing', null],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

describeEachDb('a database briefly away', (ctx) => {
  it('answers 503 with Retry-After and the contract shape, in the language asked for', async () => {
    const executor = ctx.app.db.getExecutor();
    const away = jest.spyOn(executor, 'provideConnection').mockRejectedValue(adminShutdown());
    try {
      for (const [language, message] of [
        ['en', serverMessages.unavailable],
        ['ar', 'الخدمة غير متاحة لحظيًا. يرجى المحاولة مرة أخرى بعد لحظة.'],
      ] as const) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `${PUBLIC_PREFIX}/forms/contact`,
          headers: { 'accept-language': language },
          payload: intakeBody('contact', { email: `away-${language}@example.com` }),
          remoteAddress: '198.51.100.40',
        });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ message });
      }
    } finally {
      away.mockRestore();
    }
    // And back: the same form is taken once the database answers.
    const back = await ctx.app.inject({
      method: 'POST',
      url: `${PUBLIC_PREFIX}/forms/contact`,
      payload: intakeBody('contact', { email: 'back@example.com' }),
      remoteAddress: '198.51.100.40',
    });
    expect(back.statusCode).toBe(201);
  });
});

// Port 1 on loopback: nothing listens, so every connection is refused at once.
describeEachDb(
  'Redis configured but unreachable',
  (ctx) => {
    it('signs in, counting the login throttle in the database meanwhile', async () => {
      const { email } = await createTestUser(ctx);
      const ip = '198.51.100.41';
      const wrong = [];
      for (let i = 0; i < 5; i++)
        wrong.push((await loginRequest(ctx, { email, password: 'wrong' }, ip)).statusCode);
      expect(wrong).toEqual([401, 401, 401, 401, 401]);
      // The sixth failure from this browser is refused: the count held without Redis.
      const locked = await loginRequest(ctx, { email, password: 'wrong' }, ip);
      expect(locked.statusCode).toBe(429);
      const other = await loginRequest(ctx, { email, password: TEST_PASSWORD }, '198.51.100.42');
      expect(other.statusCode).toBe(200);
    });

    it('takes website forms, up to their limit', async () => {
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `${PUBLIC_PREFIX}/forms/contact`,
          payload: intakeBody('contact', { email: `redis-away-${i}@example.com` }),
          remoteAddress: '198.51.100.43',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses[10]).toBe(429);
    });

    it('stays ready, and says Redis is down', async () => {
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().checks).toMatchObject({ database: 'ok', redis: 'down' });
      const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json().checks.redis).toBe('down');
    });
  },
  { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'unreachable' },
);

// The limits count in the database while Redis is not ready: an instance must not start counting apart.
if (process.env.REDIS_URL_TEST)
  describe('the Redis connection at start', () => {
    it('is up before the instance serves', async () => {
      const app = Fastify({ logger: false });
      app.decorate('config', { redisUrl: process.env.REDIS_URL_TEST } as never);
      await app.register(redisPlugin);
      try {
        await app.ready();
        expect(app.redis?.status).toBe('ready');
      } finally {
        await app.close();
      }
    });
  });

describe('a body trickled in slowly', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { REQUEST_TIMEOUT_SECONDS: '1' });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is answered 408 in the contract shape once the request deadline passes, and the connection closed', async () => {
    const app = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      // Headers promise 1 000 bytes; three arrive, then nothing.
      socket.write(
        `POST ${PUBLIC_PREFIX}/forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"n',
      );
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({
        message: serverMessages.requestTimeout,
      });
    } finally {
      await app.close();
    }
  }, 15_000);
});

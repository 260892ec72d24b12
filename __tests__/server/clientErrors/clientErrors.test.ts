import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { CLIENT_ERROR_RATE } from '../../../src/shared/clientErrors/rules';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  bearer,
  createTestDatabase,
  createTestUser,
  dialects,
  loginAs,
  type TestContext,
  type TestDatabase,
} from '../support/testApp';

const URL = '/api/admin/client-errors';
const report = {
  message: 'Cannot read properties of undefined (reading "name")',
  stack: 'TypeError: Cannot read properties of undefined\n    at ProjectCard (projects.js:1:20)',
  component_stack: '\n    at ProjectCard\n    at ProjectsPage',
  url: 'http://localhost:3000/projects',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140',
};

for (const dialect of dialects()) {
  describe(`POST /api/admin/client-errors [${dialect}]`, () => {
    // Built by hand (not describeEachDb) to read the log an operator would see.
    const logLines: Record<string, unknown>[] = [];
    const ctx = { dialect } as TestContext;
    let database: TestDatabase;
    let app: FastifyInstance;
    let token: string;
    let userId: number;

    beforeAll(async () => {
      database = await createTestDatabase(dialect, { LOG_LEVEL: 'info' });
      app = await buildApp(database.config, {
        db: database.db,
        logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
      });
      await app.ready();
      Object.assign(ctx, { app, db: database.db, config: database.config });
      const user = await createTestUser(ctx);
      userId = user.id;
      token = await loginAs(ctx, user.email);
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const post = (payload: object, headers: Record<string, string> = bearer(token)) =>
      app.inject({ method: 'POST', url: URL, payload, headers });

    it('stores the report with its user and logs it at warn level', async () => {
      const response = await post(report);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: serverMessages.reported });

      const rows = await database.db.selectFrom('client_errors').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({ ...report, user_id: userId, created_at: expect.any(String) }),
      ]);
      const logged = logLines.find((line) => line.clientError);
      expect(logged).toMatchObject({
        level: 40,
        msg: `client error: ${report.message}`,
        clientError: { user_id: userId, url: report.url, stack: report.stack },
      });
      expect(JSON.stringify(logLines)).not.toContain(token);
    });

    it('accepts a report with only the required fields', async () => {
      const response = await post({ message: 'boom', url: 'http://localhost:3000/' });
      expect(response.statusCode).toBe(201);
    });

    it('answers 401 without a valid token and stores nothing', async () => {
      const before = await database.db.selectFrom('client_errors').select('id').execute();
      expect((await post(report, {})).statusCode).toBe(401);
      const forged = await post(report, { authorization: 'Bearer forged' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ message: serverMessages.unauthenticated });
      const after = await database.db.selectFrom('client_errors').select('id').execute();
      expect(after).toHaveLength(before.length);
    });

    it.each([
      ['a missing message', { url: report.url }, 'message'],
      ['an unknown field', { ...report, severity: 'high' }, 'severity'],
      ['an overlong stack', { ...report, stack: 'x'.repeat(20001) }, 'stack'],
      ['an overlong url', { ...report, url: 'x'.repeat(2001) }, 'url'],
    ])('answers 422 for %s', async (_name, payload, field) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: serverMessages.validationFailed,
        errors: { [field]: expect.any(Array) },
      });
    });

    it('answers 429 with Retry-After once a user floods it, without storing more', async () => {
      const flooder = await createTestUser(ctx);
      const floodToken = await loginAs(ctx, flooder.email);
      for (let i = 0; i < CLIENT_ERROR_RATE.max; i += 1) {
        expect((await post(report, bearer(floodToken))).statusCode).toBe(201);
      }
      const limited = await post(report, bearer(floodToken));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: serverMessages.tooManyAttempts });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

      const stored = await database.db
        .selectFrom('client_errors')
        .select('id')
        .where('user_id', '=', flooder.id)
        .execute();
      expect(stored).toHaveLength(CLIENT_ERROR_RATE.max);
      // Another user is not limited by the flooder.
      expect((await post(report)).statusCode).toBe(201);
    });
  });
}

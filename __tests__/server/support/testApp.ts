/**
 * Runs a server suite against a fresh database: always SQLite, and PostgreSQL too when DATABASE_URL_TEST is
 * set (./testDatabase.ts copies a migrated template for each). Users are made with a precomputed password
 * hash, so neither making them nor logging them in runs the slow KDF; the suites about signing in ask for
 * the real one (docs/architecture.md#how-a-server-test-gets-its-users).
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/password';
import type { Config } from '../../../src/server/config';
import type { Database, UserRow } from '../../../src/server/db/database';
import { createUser } from '../../../src/server/auth/userRepository';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import type { Role } from '../../../src/shared/common/constants';
import { createTestDatabase, dialects, type Dialect, type TestDatabase } from './testDatabase';

export { createTestDatabase, dialects, type Dialect, type TestDatabase };

// Suites with the real KDF (~0.5 s of CPU per login) make a dozen attempts per test.
jest.setTimeout(60_000);

export interface TestContext {
  dialect: Dialect;
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
}

/**
 * Declares `name` once per dialect. `fn` receives a context whose fields are filled in beforeAll, so read
 * them inside hooks and tests, not at declaration time.
 */
export function describeEachDb(
  name: string,
  fn: (ctx: TestContext) => void,
  env: Record<string, string> = {},
): void {
  for (const dialect of dialects()) {
    describe(`${name} [${dialect}]`, () => {
      const ctx = { dialect } as TestContext;
      let database: TestDatabase;
      beforeAll(async () => {
        database = await createTestDatabase(dialect, env);
        // Work deferred past an answer waits for settle(), so tests see what the client saw first.
        const app = await buildApp(database.config, {
          logger: false,
          db: database.db,
          afterResponse: 'manual',
          jobs: false,
        });
        await app.ready();
        Object.assign(ctx, { app, db: database.db, config: database.config });
      });
      afterAll(async () => {
        await ctx.app?.close();
        await database?.drop();
      });
      fn(ctx);
    });
  }
}

export const TEST_PASSWORD = 'correct horse battery staple';

/**
 * TEST_PASSWORD hashed once and for all. The real one has today's parameters (argon2id,
 * src/server/auth/password.ts) and costs a real login's KDF; the cheap one is an older scrypt hash with a
 * thousandth of the work, which the server verifies by the same path and replaces at the first good login.
 */
const TEST_PASSWORD_HASHES = {
  cheap:
    'scrypt$1024$8$1$A4byuhx9/Q9pIs+4BMOZlA==$k/i9R8u0tRycmdj9CP4EfW+qMo6teS1N346UF72VBL2qb1H3A5lWiPAeR1ZD2g9A8Aj5zLYgSABU+dH5dekLGA==',
  real: '$argon2id$v=19$m=19456,t=2,p=1$Di9ET5gGRdVRkolDPan0iQ$cD+txLLR53jJasjFOCTu3gddX2gP8zVsmBjrETBJpC8',
};

let realKdf = false;
/**
 * For the suites about signing in (their timing, throttles and hashes): users of this suite file get
 * hashes with today's KDF parameters. Call it at the top of the file.
 */
export function realPasswordKdfForThisFile(): void {
  realKdf = true;
}

const hashes = new Map<string, Promise<string>>();
/** The hash a test user gets: precomputed for TEST_PASSWORD, computed once per other password. */
function testHash(password: string): Promise<string> {
  if (password === TEST_PASSWORD)
    return Promise.resolve(TEST_PASSWORD_HASHES[realKdf ? 'real' : 'cheap']);
  const key = `${realKdf}:${password}`;
  if (!hashes.has(key)) hashes.set(key, realKdf ? hashPassword(password) : cheapHash(password));
  return hashes.get(key)!;
}

/** The stored format with N = 2^10 instead of 2^17: same code path, a thousandth of the work. */
async function cheapHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function createTestUser(
  ctx: Pick<TestContext, 'db'>,
  overrides: { email?: string; name?: string; password?: string; role?: Role } = {},
): Promise<UserRow> {
  return createUser(ctx.db, {
    role: overrides.role,
    name: overrides.name ?? 'Test Admin',
    email: overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`,
    passwordHash: await testHash(overrides.password ?? TEST_PASSWORD),
  });
}

export function loginRequest(ctx: TestContext, body: unknown, ip = '203.0.113.10') {
  return ctx.app.inject({
    method: 'POST',
    url: `${ADMIN_PREFIX}/login`,
    payload: body as object,
    remoteAddress: ip,
  });
}

export async function loginAs(
  ctx: TestContext,
  email: string,
  password = TEST_PASSWORD,
  ip?: string,
): Promise<string> {
  const response = await loginRequest(ctx, { email, password }, ip);
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

/**
 * As if the process died right after each commit: nothing meant for after it runs (no delivery round, no
 * `send`). Mail is kept only where it was queued in the change's own transaction. `jest.restoreAllMocks()`
 * brings the mailer back.
 */
export function mailDiesAfterCommit(ctx: Pick<TestContext, 'app'>): void {
  jest.spyOn(ctx.app.mailer, 'deliverDue').mockResolvedValue(undefined);
  jest.spyOn(ctx.app.mailer, 'send').mockImplementation(() => undefined);
}

/** The subjects of the mail queued (not yet sent) to `to`. */
export async function queuedMailTo(ctx: Pick<TestContext, 'db'>, to: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('mail_queue')
    .select('subject')
    .where('to_address', '=', to)
    .where('status', '=', 'queued')
    .execute();
  return rows.map((row) => row.subject);
}

/** Runs the work deferred past earlier answers (mails, notices) and waits for the mail to be written. */
export async function settle(ctx: Pick<TestContext, 'app'>): Promise<void> {
  await ctx.app.afterResponse.drain();
  await ctx.app.mailer.idle();
}

/** `call(token, method, url, payload?)`: an admin API request (url under /api/admin) with that token. */
export function adminCall(ctx: TestContext) {
  return (token: string, method: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `${ADMIN_PREFIX}${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

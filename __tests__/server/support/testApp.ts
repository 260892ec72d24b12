/**
 * Runs a server suite against a fresh database: always SQLite (a new file in a temp dir), and PostgreSQL too
 * when DATABASE_URL_TEST is set (a new schema, dropped afterwards). The real password KDF is used; suites
 * create their users once in beforeAll so they stay fast.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/password';
import { loadConfig, type Config } from '../../../src/server/config';
import { createDb } from '../../../src/server/db/connect';
import type { Database, UserRow } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { createUser } from '../../../src/server/auth/userRepository';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import type { Role } from '../../../src/shared/common/constants';

// Login tests run the real KDF (~0.4 s per attempt); throttling suites make a dozen attempts per test.
jest.setTimeout(60_000);

export type Dialect = 'sqlite' | 'postgres';

export interface TestContext {
  dialect: Dialect;
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
}

export interface TestDatabase {
  /** PostgreSQL: the suite's own schema, for opening more connections to the same data. */
  schema?: string;
  config: Config;
  db: Kysely<Database>;
  drop: () => Promise<void>;
}

export function dialects(): Dialect[] {
  return process.env.DATABASE_URL_TEST ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A migrated, empty database of the given dialect, isolated from every other suite. */
export async function createTestDatabase(
  dialect: Dialect,
  env: Record<string, string> = {},
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-test-'));
  const spaDir = path.join(dataDir, 'no-spa');
  if (dialect === 'sqlite') {
    const config = loadConfig({ DATA_DIR: dataDir, SPA_DIR: spaDir, LOG_LEVEL: 'silent', ...env });
    const db = createDb(config);
    if (migrated) await migrateToLatest(db);
    return {
      config,
      db,
      drop: async () => {
        await db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL_TEST!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SPA_DIR: spaDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    ...env,
  });
  const db = createDb(config, { schema });
  if (migrated) await migrateToLatest(db);
  return {
    schema,
    config,
    db,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

const hashes = new Map<string, Promise<string>>();
/** The KDF is deliberately slow; one hash per distinct password is enough for a whole test run. */
function cachedHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

export const TEST_PASSWORD = 'correct horse battery staple';

export async function createTestUser(
  ctx: Pick<TestContext, 'db'>,
  overrides: { email?: string; name?: string; password?: string; role?: Role } = {},
): Promise<UserRow> {
  return createUser(ctx.db, {
    role: overrides.role,
    name: overrides.name ?? 'Test Admin',
    email: overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`,
    passwordHash: await cachedHash(overrides.password ?? TEST_PASSWORD),
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

/** Runs the work deferred past earlier answers (mails, notices) and waits for the mail to be written. */
export async function settle(ctx: Pick<TestContext, 'app'>): Promise<void> {
  await ctx.app.afterResponse.drain();
  await ctx.app.mailer.idle();
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

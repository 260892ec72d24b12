/**
 * A fresh database for each server suite, made fast (docs/architecture.md#how-a-server-test-gets-its-database).
 *
 * Replaying every migration costs seconds a suite (SQLite waits on each commit's fsync; PostgreSQL runs
 * dozens of DDL statements), so the schema is migrated once into a template and each suite gets a copy:
 * - SQLite: a migrated file in the temp dir, copied into the suite's own data dir (a file copy);
 * - PostgreSQL: a migrated template database; each suite gets `CREATE DATABASE … TEMPLATE` of it, with the
 *   template's schema renamed to a name of the suite's own (live events' channels and the tests that look
 *   for a suite's connections tell suites apart by it), dropped afterwards.
 * A template is named after a hash of the migrations' source, so it is made again only when they change,
 * and whoever makes it first (one Jest worker, or a tester's single test file) makes it for all.
 * Suites that test migrations themselves ask for an empty database (`migrated: false`) and run them.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig, type Config } from '../../../src/server/config';
import { createDb } from '../../../src/server/db/connect';
import type { Database } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';

export type Dialect = 'sqlite' | 'postgres';

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

const DB_DIR = path.resolve(__dirname, '../../../src/server/db');

/** What the migrated schema depends on: the migrations and the runner that applies them. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const files = [
    path.join(DB_DIR, 'migrate.ts'),
    ...fs
      .readdirSync(path.join(DB_DIR, 'migrations'))
      .sort()
      .map((name) => path.join(DB_DIR, 'migrations', name)),
  ];
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const unique = () => randomBytes(6).toString('hex');

function configFor(dataDir: string, env: Record<string, string>): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    SPA_DIR: path.join(dataDir, 'no-spa'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** The migrated SQLite template's path, made on first use. */
async function sqliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `realty-test-template-${migrationsKey()}.db`);
  if (fs.existsSync(template)) return template;
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-test-template-'));
  try {
    const config = configFor(buildDir, {});
    const db = createDb(config);
    await migrateToLatest(db);
    // Closing the last connection checkpoints the WAL into the file and removes it: one file to copy.
    await db.destroy();
    // A rename is atomic: a suite never copies a half-written template, and a racing maker just wins or loses.
    fs.renameSync(config.database.url, template);
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
  return template;
}

/** node-postgres takes a connection string; the suites' databases differ from the given one by name only. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const DUPLICATE_DATABASE = '42P04';
const DATABASE_IN_USE = '55006';

/**
 * Drops a suite's database once its connections are gone. A closed pool ends its connections without
 * waiting for the server to see them go, so the drop waits a moment for that; forcing it would end
 * connections still closing with an error their pool no longer listens for.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, async (client) => {
    for (let attempt = 0; attempt < 500; attempt++) {
      try {
        await client.query(`drop database ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DATABASE_IN_USE) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    throw new Error(`${name} still has connections 10 s after its suite closed them`);
  });
}

/** The migrated PostgreSQL template database's name, made on first use. */
async function postgresTemplate(url: string): Promise<string> {
  const template = `realty_test_template_${migrationsKey()}`;
  const exists = await onServer(url, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      template,
    ]);
    return rowCount === 1;
  });
  if (exists) return template;
  const building = `realty_test_build_${unique()}`;
  await onServer(url, (client) => client.query(`create database ${building}`));
  const db = createDb({ database: { dialect: 'postgres', url: withDatabase(url, building) } });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await onServer(url, async (client) => {
    try {
      // Renamed only once complete, so nobody copies a half-migrated template.
      await client.query(`alter database ${building} rename to ${template}`);
    } catch (error) {
      // Another worker made it first: its template is as good as ours.
      await client.query(`drop database ${building}`);
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    }
  });
  return template;
}

/** A migrated (or, for migration tests, empty) database of the given dialect, isolated from every other suite. */
export async function createTestDatabase(
  dialect: Dialect,
  env: Record<string, string> = {},
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-test-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    const config = configFor(dataDir, env);
    if (migrated) fs.copyFileSync(await sqliteTemplate(), config.database.url);
    const db = createDb(config);
    return {
      config,
      db,
      drop: async () => {
        await db.destroy();
        removeDataDir();
      },
    };
  }
  const url = process.env.DATABASE_URL_TEST!;
  const name = `realty_test_${unique()}`;
  const schema = `test_${unique()}`;
  const template = migrated ? await postgresTemplate(url) : 'template0';
  await onServer(url, (client) => client.query(`create database ${name} template ${template}`));
  const suiteUrl = withDatabase(url, name);
  await onServer(suiteUrl, (client) =>
    client.query(migrated ? `alter schema public rename to ${schema}` : `create schema ${schema}`),
  );
  const config = configFor(dataDir, { DATABASE_URL: suiteUrl, ...env });
  const db = createDb(config, { schema });
  return {
    schema,
    config,
    db,
    drop: async () => {
      await db.destroy();
      await dropDatabase(url, name);
      removeDataDir();
    },
  };
}

/**
 * A rolling upgrade (docs/operations.md#rolling-upgrades-expand-then-contract): the new release migrates the database while instances
 * of the running release still serve, and those must be able to restart and scale out on it. Migrations are
 * expand-then-contract, so the running release starts on a database that is ahead of it by migrations it
 * does not know, with a warning; a database that took another branch still stops the start.
 */
import pino from 'pino';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { createMediaStore } from '../../../src/server/media/createMediaStore';
import { prepareInstallation } from '../../../src/server/startup';
import { createTestDatabase, dialects, type TestDatabase } from '../support/testApp';

const FUTURE = '999_future_additive';

describe.each(dialects())('a database ahead of this release [%s]', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    // The start-up work without the demo content: its pictures take most of a start, and this is about the schema.
    database = await createTestDatabase(dialect, { SEED_DEMO: 'false' });
    // What a newer release's additive migration leaves: a new table, and its row in the bookkeeping.
    await sql`create table future_things (id integer primary key)`.execute(database.db);
    await sql`insert into kysely_migration (name, timestamp) values (${FUTURE}, ${new Date().toISOString()})`.execute(
      database.db,
    );
  });
  afterEach(async () => {
    await database.drop();
  });

  it('starts with a warning naming the newer migration, and serves', async () => {
    const warnings: unknown[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push(JSON.parse(line)) },
    );
    await prepareInstallation(database.db, database.config, {
      mediaStore: createMediaStore(database.config),
      log,
    });
    expect(warnings).toContainEqual(
      expect.objectContaining({
        migrations: [FUTURE],
        msg: expect.stringContaining('ahead of this release'),
      }),
    );
    const app = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
    try {
      const company = await app.inject({ method: 'GET', url: '/api/public/company' });
      expect(company.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a database that misses one of its own migrations besides', async () => {
    await sql`delete from kysely_migration where name = ${'022_installation'}`.execute(database.db);
    await expect(
      prepareInstallation(database.db, database.config, {
        mediaStore: createMediaStore(database.config),
        log: pino({ level: 'silent' }),
      }),
    ).rejects.toThrow(/999_future_additive.*022_installation.*another branch/);
  });
});

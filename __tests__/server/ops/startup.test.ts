/**
 * Instances that start together on an empty database (docs/operations.md#running-several-instances): each
 * runs the start-up work — migrations, the first administrator, the company row, the demo content — and
 * none fails; exactly one administrator, one company row and one copy of the demo content result, and only
 * the instance that created the administrator reports a generated password. The installation's start is
 * recorded after the demo content, so the first escalation run mails nobody about the back-dated demo leads
 * while a lead that arrives afterwards and waits past its target is escalated as ever.
 */
import { buildApp } from '../../../src/server/app';
import { createDb } from '../../../src/server/db/connect';
import type { Database } from '../../../src/server/db/database';
import { installationStart } from '../../../src/server/db/installationRepository';
import { readOutbox } from '../../../src/server/mail/outboxReader';
import { createMediaStore } from '../../../src/server/media/createMediaStore';
import { prepareInstallation } from '../../../src/server/startup';
import { intakeBody, submit } from '../support/leadFixtures';
import { createTestDatabase, dialects, settle, type TestDatabase } from '../support/testApp';
import pino from 'pino';
import type { Kysely } from 'kysely';

const INSTANCES = 4;

describe.each(dialects())('start-up of several instances at once [%s]', (dialect) => {
  let database: TestDatabase;
  const extra: Kysely<Database>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(dialect, {}, { migrated: false });
  });
  afterAll(async () => {
    await Promise.all(extra.map((db) => db.destroy()));
    await database.drop();
  });

  /**
   * Several instances seed the whole demo (pictures made and re-encoded) at once: about 20 s on a quiet
   * machine, three times that while other suites share its two cores.
   */
  const SEEDING_TIMEOUT_MS = 180_000;

  it(
    'migrates, creates one admin, one company and one copy of the demo content',
    async () => {
      // PostgreSQL: each instance its own pool, as separate processes have; SQLite: one process serves the file.
      const pools = Array.from({ length: INSTANCES }, () => {
        if (dialect === 'sqlite') return database.db;
        const db = createDb(database.config, { schema: database.schema });
        extra.push(db);
        return db;
      });
      const store = createMediaStore(database.config);
      const log = pino({ level: 'silent' });
      const results = await Promise.all(
        pools.map((db) => prepareInstallation(db, database.config, { mediaStore: store, log })),
      );

      expect(results.filter((result) => result.admin.created)).toHaveLength(1);
      expect(results.filter((result) => result.admin.generatedPassword)).toHaveLength(1);
      expect(results.map((result) => result.seed).sort()).toEqual([
        'seeded',
        ...Array(INSTANCES - 1).fill('skipped'),
      ]);
      const { db } = database;
      const count = async (table: 'users' | 'company' | 'developers' | 'leads') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // One administrator, beside the demo's four sales agents.
      const admins = await db
        .selectFrom('users')
        .select('email')
        .where('role', '=', 'super-admin')
        .execute();
      expect(admins).toEqual([{ email: database.config.adminEmail }]);
      expect(await count('users')).toBe(5);
      expect(await count('company')).toBe(1);
      const developers = await count('developers');
      expect(developers).toBeGreaterThan(0);
      expect(await count('leads')).toBe(300);

      // The installation's start is recorded after the demo content, so every demo lead predates it.
      const started = await installationStart(db);
      const newest = await db
        .selectFrom('leads')
        .select('created_at')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(started! > newest.created_at).toBe(true);

      // A later start (or `npm run release`) finds everything done.
      const again = await prepareInstallation(pools[0]!, database.config, {
        mediaStore: store,
        log,
      });
      expect(again).toEqual({
        admin: { created: false, email: database.config.adminEmail, generatedPassword: null },
        seed: 'skipped',
      });
      expect(await count('developers')).toBe(developers);
      expect(await installationStart(db)).toBe(started);
    },
    SEEDING_TIMEOUT_MS,
  );

  // On the database the test above prepared: the first start's escalation run, then a real lead.
  it('mails nobody about the back-dated demo leads, and still escalates a lead that arrives late', async () => {
    const app = await buildApp(database.config, {
      logger: false,
      db: database.db,
      afterResponse: 'manual',
      jobs: false,
    });
    try {
      await app.ready();
      const ctx = { dialect, app, db: database.db, config: database.config };
      const outbox = async () => readOutbox(database.db, database.config, { limit: 1000 });
      const start = new Date();
      await app.jobs.tick(start);
      await settle(ctx);
      expect(await outbox()).toEqual([]);

      const lead = await submit(ctx, 'contact', intakeBody('contact', { name: 'Late Visitor' }));
      expect(lead.statusCode).toBe(201);
      await settle(ctx);
      const before = new Set((await outbox()).map((mail) => mail.id));
      await app.jobs.tick(new Date(start.getTime() + 6 * 60_000));
      await settle(ctx);
      const later = (await outbox()).filter((mail) => !before.has(mail.id));
      // The pool's digest tells the admin of the unrouted lead too (docs/product.md#routing).
      const pool = later.filter((mail) => mail.subject.endsWith('is in the unassigned pool'));
      expect(pool.map((mail) => mail.to)).toEqual([database.config.adminEmail]);
      const escalations = later.filter((mail) => !pool.includes(mail));
      expect(escalations.map((mail) => [mail.to, mail.subject])).toEqual([
        [database.config.adminEmail, '1 lead is past the response target'],
      ]);
      expect(escalations[0]!.text).toContain('Late Visitor');
    } finally {
      await app.close();
    }
  });
});

/**
 * Migration 023, a lead's arrival made durable (docs/architecture.md#lead-intake-pipeline): it only adds, so
 * leads and mail written before keep no mark and no key (the sweep never takes them over), a key queues
 * once while mail without one is never held back, and 023's down removes both columns.
 */
import { sql } from 'kysely';
import { migrateTo } from '../../../src/server/db/migrate';
import { insertLeads } from '../../../src/server/leads/intake/leadSeedRepository';
import { enqueueMail, enqueueMailOnce } from '../../../src/server/mail/mailQueueRepository';
import { leadRow } from '../support/leadFixtures';
import { createTestDatabase, dialects, type TestDatabase } from '../support/testApp';

describe.each(dialects())('migration 023 (lead arrival) [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, {}, { migrated: false });
  });
  afterAll(() => database.drop());

  const columns = async (table: string) => {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    return Object.keys(rows[0] ?? {});
  };

  it('adds the arrival mark and the dedupe key to rows written before as nulls, and goes back down', async () => {
    const { db } = database;
    const now = new Date();
    await migrateTo(db, '022_installation');
    const [before] = await insertLeads(db, [leadRow('contact')]);
    await enqueueMail(db, { to: 'a@example.com', subject: 'Before', text: 'x' }, now);

    expect(await migrateTo(db, '023_lead_arrival')).toEqual(['023_lead_arrival']);
    const lead = await db
      .selectFrom('leads')
      .select('arrival_pending_since')
      .where('id', '=', before!)
      .executeTakeFirstOrThrow();
    expect(lead.arrival_pending_since).toBeNull();
    expect(
      (await db.selectFrom('mail_queue').select('dedupe_key').execute()).map((r) => r.dedupe_key),
    ).toEqual([null]);
    const mail = { to: 'b@example.com', subject: 'Once', text: 'y' };
    expect(await enqueueMailOnce(db, mail, 'ack:lead:1', now)).toBe(true);
    expect(await enqueueMailOnce(db, mail, 'ack:lead:1', now)).toBe(false);
    await enqueueMail(db, mail, now);
    expect(await db.selectFrom('mail_queue').selectAll().execute()).toHaveLength(3);

    await migrateTo(db, '022_installation');
    expect(await columns('leads')).not.toContain('arrival_pending_since');
    expect(await columns('mail_queue')).not.toContain('dedupe_key');
    expect(await migrateTo(db, '023_lead_arrival')).toEqual(['023_lead_arrival']);
  });
});

/**
 * Migration 011 on leads written before it: on PostgreSQL the stored search vector is filled for existing
 * leads and kept in step on insert and update, each kind's partial index answers its own kind, and the
 * migration goes back down to 010's expression index. On SQLite it changes nothing, and search still works.
 */
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../../../../src/server/db/migrate';
import { matchingLeads, ordered } from '../../../../src/server/leads/common/leadRepository';
import { insertLeads } from '../../../../src/server/leads/intake/leadSeedRepository';
import { leadRow } from '../../support/leadFixtures';
import { createTestDatabase, dialects, type TestDatabase } from '../../support/testApp';

describe.each(dialects())('migration 011 (stored search vector) [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  // The list's search condition, selecting only what every migration's leads have (the wire's later columns,
  // such as 017's first response, are not there yet at 010).
  const search = async (kind: 'contact' | 'sale', text: string) => {
    const matched = () => matchingLeads(database.db, kind, text);
    const rows = await ordered(matched().select('name'), undefined).limit(2).execute();
    const counted = await matched()
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow();
    return { names: rows.map((row) => row.name).sort(), total: Number(counted.total) };
  };
  const indexes = async () =>
    (
      await sql<{
        name: string;
      }>`select indexname as name from pg_indexes where tablename = 'leads' and indexname like 'leads_search%' and schemaname = current_schema() order by 1`.execute(
        database.db,
      )
    ).rows.map((row) => row.name);

  it('fills the vector of existing leads, keeps it in step, and goes back down', async () => {
    const { db } = database;
    await migrateTo(db, '010_job_runs');
    await insertLeads(
      db,
      [
        leadRow('contact', { name: 'Omar Haddad', email: 'omar.haddad87@example.com' }),
        leadRow('contact', { name: 'Omar Khan', email: 'khan@example.com' }),
        leadRow('contact', { name: 'Omar Said', email: 'said@example.com' }),
        leadRow('sale', { name: 'Omar Sale', email: 'omar.sale@example.com', city: 'Dubai' }),
      ],
      { markRouted: false },
    );

    expect(await migrateTo(db, '011_lead_search_vector')).toEqual(['011_lead_search_vector']);
    if (dialect === 'postgres') {
      expect(await indexes()).toEqual([
        'leads_search_consulting_index',
        'leads_search_contact_index',
        'leads_search_project_index',
        'leads_search_sale_index',
      ]);
      const { rows } = await sql<{
        vector: string;
      }>`select search_vector::text as vector from leads where name = 'Omar Haddad'`.execute(db);
      expect(rows[0]!.vector).toContain("'haddad'");
    }
    // Existing leads are found, counted over every page, and only in their own kind.
    expect(await search('contact', 'omar')).toEqual({
      names: ['Omar Khan', 'Omar Said'],
      total: 3,
    });
    expect(await search('contact', 'haddad87')).toEqual({ names: ['Omar Haddad'], total: 1 });
    expect(await search('sale', 'omar')).toEqual({ names: ['Omar Sale'], total: 1 });

    // New and changed leads: the generated vector follows the search text.
    await insertLeads(
      db,
      [leadRow('sale', { name: 'Zainab Second', email: 'z2@example.com', city: 'Abu Dhabi' })],
      { markRouted: false },
    );
    expect(await search('sale', 'zainab')).toEqual({ names: ['Zainab Second'], total: 1 });
    await db
      .updateTable('leads')
      .set({ search_text: 'renamed lead' })
      .where('name', '=', 'Omar Sale')
      .execute();
    expect(await search('sale', 'omar')).toEqual({ names: [], total: 0 });
    expect(await search('sale', 'renamed')).toEqual({ names: ['Omar Sale'], total: 1 });

    await migrateTo(db, '010_job_runs');
    if (dialect === 'postgres') {
      expect(await indexes()).toEqual(['leads_search_index']);
      // 010's expression index still answers 010's search.
      const { rows } = await sql<{
        name: string;
      }>`select name from leads where to_tsvector('simple', search_text) @@ to_tsquery('simple', 'khan:*')`.execute(
        db,
      );
      expect(rows.map((row) => row.name)).toEqual(['Omar Khan']);
    } else expect(await search('contact', 'khan')).toEqual({ names: ['Omar Khan'], total: 1 });
    await migrateToLatest(db);
    expect(await search('contact', 'omar')).toEqual({
      names: ['Omar Khan', 'Omar Said'],
      total: 3,
    });
  });
});

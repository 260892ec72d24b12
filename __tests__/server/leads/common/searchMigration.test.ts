/**
 * Migration 008 on leads written before it: their search text is derived again (letters split from digits)
 * and, on SQLite, moved into the per-kind full-text indexes; 008's down leaves a searchable 007 index.
 */
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../../../../src/server/db/migrate';
import { matchingLeads, ordered } from '../../../../src/server/leads/common/leadRepository';
import { insertLeads } from '../../../../src/server/leads/intake/leadSeedRepository';
import { searchTerms, tsQuery } from '../../../../src/server/leads/common/searchText';
import { leadRow } from '../../support/leadFixtures';
import { createTestDatabase, dialects, type TestDatabase } from '../../support/testApp';

describe.each(dialects())('migration 008 (lead search) [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  // PostgreSQL's list searches the stored vector of 011, which a database at 008 does not have yet: there the
  // search of 008's day (the expression its index covered) stands in.
  const names = async (kind: 'contact' | 'sale', search: string) => {
    if (dialect === 'sqlite') {
      // The list's search condition, selecting only what 008's leads have (not the wire's later columns).
      const query = matchingLeads(database.db, kind, search).select('name');
      return (await ordered(query, undefined).execute()).map((lead) => lead.name);
    }
    const { rows } = await sql<{ name: string }>`select name from leads where kind = ${kind}
      and to_tsvector('simple', search_text) @@ to_tsquery('simple', ${tsQuery(searchTerms(search))})
      order by id`.execute(database.db);
    return rows.map((row) => row.name);
  };

  it('re-derives and re-indexes the search text of existing leads, and goes back down', async () => {
    const { db } = database;
    await migrateTo(db, '007_leads');
    await insertLeads(
      db,
      [
        leadRow('contact', { name: 'Omar Haddad', email: 'omar.haddad87@example.com' }),
        leadRow('sale', { name: 'Omar Sale', email: 'omar.sale@example.com', city: 'Dubai' }),
      ],
      { markRouted: false },
    );
    // As 007 stored it, before letters and digits were split.
    await db
      .updateTable('leads')
      .set({ search_text: 'omar haddad omar haddad87 example com' })
      .where('kind', '=', 'contact')
      .execute();

    expect(await migrateTo(db, '008_lead_search')).toEqual(['008_lead_search']);
    const row = await db
      .selectFrom('leads')
      .select('search_text')
      .where('kind', '=', 'contact')
      .executeTakeFirstOrThrow();
    expect(row.search_text).toContain('haddad 87');
    expect(await names('contact', 'haddad87')).toEqual(['Omar Haddad']);
    expect(await names('contact', 'omar')).toEqual(['Omar Haddad']);
    expect(await names('sale', 'omar')).toEqual(['Omar Sale']);

    // New leads reach the right kind's index through the triggers; deleted ones leave it.
    await insertLeads(
      db,
      [leadRow('sale', { name: 'Omar Second', email: 'o2@example.com', city: 'Abu Dhabi' })],
      { markRouted: false },
    );
    expect((await names('sale', 'omar')).sort()).toEqual(['Omar Sale', 'Omar Second']);
    await db.deleteFrom('leads').where('name', '=', 'Omar Sale').execute();
    expect(await names('sale', 'omar')).toEqual(['Omar Second']);
    expect(await names('contact', 'second')).toEqual([]);

    await migrateTo(db, '007_leads');
    // 007's own search (one index for every kind, the kind checked on the row) still finds them.
    if (dialect === 'sqlite') {
      const { rows } = await sql<{
        id: number;
      }>`select rowid as id from leads_fts where leads_fts match 'haddad*'`.execute(db);
      expect(rows).toHaveLength(1);
    }
    await migrateToLatest(db);
    expect(await names('contact', 'haddad')).toEqual(['Omar Haddad']);
  });
});

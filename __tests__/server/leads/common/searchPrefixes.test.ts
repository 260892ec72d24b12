/**
 * Every search word matches as a prefix, on both databases alike (docs/architecture.md#search): on
 * PostgreSQL words of 2 to 8 letters are answered from the prefixes migration 018 stores in the vector,
 * longer and one-letter words by a prefix query, and all of them find what a prefix query found before 018.
 */
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../../../../src/server/db/migrate';
import { listLeads } from '../../../../src/server/leads/common/leadRepository';
import { insertLeads } from '../../../../src/server/leads/intake/leadSeedRepository';
import { leadRow } from '../../support/leadFixtures';
import { createTestDatabase, dialects, type TestDatabase } from '../../support/testApp';

describe.each(dialects())('prefix search [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await insertLeads(database.db, [
      leadRow('contact', {
        name: 'Omar Haddadzadeh',
        email: 'omar.h@example.com',
        phone: '+971 50 123 4567',
        message: 'Looking for apartments in the marina',
      }),
      leadRow('contact', { name: 'Omari Khan', email: 'khan@example.com', message: null }),
      leadRow('contact', { name: 'سالم المنصوري', email: 'salem@example.com', message: null }),
    ]);
  });
  afterAll(() => database.drop());

  const names = async (search: string) =>
    (await listLeads(database.db, 'contact', { search })).data.map((lead) => lead.name).sort();

  const cases: [string, string[]][] = [
    ['o', ['Omar Haddadzadeh', 'Omari Khan']],
    ['om', ['Omar Haddadzadeh', 'Omari Khan']],
    ['omar', ['Omar Haddadzadeh', 'Omari Khan']],
    ['omari', ['Omari Khan']],
    ['haddadza', ['Omar Haddadzadeh']],
    ['haddadzad', ['Omar Haddadzadeh']],
    ['haddadzadeh', ['Omar Haddadzadeh']],
    ['haddadzadehs', []],
    ['apart marina', ['Omar Haddadzadeh']],
    ['97150', ['Omar Haddadzadeh']],
    ['المنص', ['سالم المنصوري']],
    ['omar khan', ['Omari Khan']],
  ];

  it.each(cases)('"%s" finds %j', async (search, expected) => {
    expect(await names(search)).toEqual(expected);
  });

  if (dialect === 'postgres')
    it('finds the same before migration 018 and after it, and goes back down', async () => {
      const { db } = database;
      await migrateTo(db, '016_lead_assignment');
      const prefixQuery = async (word: string) =>
        (
          await sql<{ name: string }>`select name from leads where kind = 'contact'
            and search_vector @@ to_tsquery('simple', ${`'${word}':*`}) order by name`.execute(db)
        ).rows.map((row) => row.name);
      const before = await Promise.all(cases.slice(0, 8).map(([word]) => prefixQuery(word)));
      await migrateToLatest(db);
      for (const [index, [search]] of cases.slice(0, 8).entries())
        expect(await names(search)).toEqual(before[index]);
    });
});

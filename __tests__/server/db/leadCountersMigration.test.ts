/**
 * Migration 030, lead counters that concurrent submissions do not queue on (docs/architecture.md#lead-intake-pipeline):
 * references go on from the kind's counter and never repeat, totals stay right under parallel writers, and
 * 030's down folds the slots and the sequences back into the counter rows.
 */
import { sql } from 'kysely';
import { migrateTo } from '../../../src/server/db/migrate';
import { storeSubmission } from '../../../src/server/leads/intake/intakeService';
import { createTestDatabase, dialects, type TestDatabase } from '../support/testApp';

describe.each(dialects())('migration 030 (lead counters) [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, {}, { migrated: false });
  });
  afterAll(() => database.drop());

  const totals = async () => {
    const rows = await database.db
      .selectFrom('lead_totals')
      .select(['kind', (eb) => eb.fn.sum<number | string>('total').as('total')])
      .groupBy('kind')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
  };
  const submit = (i: number) =>
    storeSubmission(database.db, {
      kind: 'contact',
      body: { name: `Caller ${i}`, email: `caller${i}@example.com`, message: 'Hello' },
    });

  it('goes on from the counter, gives each of 40 parallel submissions its own reference, counts them all, and goes back down', async () => {
    const { db } = database;
    await migrateTo(db, '029_publication');
    // As a database in use would be: 41 contact references given, 3 contact leads kept.
    await sql`update lead_sequences set value = 41 where kind = 'contact'`.execute(db);
    await sql`insert into lead_sequences (kind, value) select 'contact', 41
      where not exists (select 1 from lead_sequences where kind = 'contact')`.execute(db);
    await sql`update lead_totals set total = 3 where kind = 'contact'`.execute(db);

    expect(await migrateTo(db, '030_lead_counters')).toEqual(['030_lead_counters']);
    const first = await submit(0);
    expect(first.answer.data.reference).toMatch(/-0*42$/);

    const stored = await Promise.all(Array.from({ length: 40 }, (_, i) => submit(i + 1)));
    const numbers = stored.map((one) => Number(/(\d+)$/.exec(one.answer.data.reference)![1]));
    expect(new Set(numbers).size).toBe(40);
    expect(Math.min(...numbers)).toBe(43);
    expect(Math.max(...numbers)).toBe(82);
    expect((await totals()).contact).toBe(3 + 41);

    await migrateTo(db, '029_publication');
    expect(await totals()).toMatchObject({ contact: 44 });
    expect(
      await db.selectFrom('lead_totals').select('kind').where('kind', '=', 'contact').execute(),
    ).toHaveLength(1);
    const counter = await db
      .selectFrom('lead_sequences')
      .select('value')
      .where('kind', '=', 'contact')
      .executeTakeFirstOrThrow();
    expect(Number(counter.value)).toBe(82);

    expect(await migrateTo(db, '030_lead_counters')).toEqual(['030_lead_counters']);
    expect((await submit(99)).answer.data.reference).toMatch(/-0*83$/);
    expect((await totals()).contact).toBe(45);
  });
});

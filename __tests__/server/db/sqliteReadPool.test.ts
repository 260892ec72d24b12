/**
 * The SQLite read pool: queries in worker threads on read-only connections answer what the main connection
 * would, see a commit made just before, run many at once, refuse writes, and survive a failing statement.
 */
import { sql } from 'kysely';
import { createSqliteReadPool } from '../../../src/server/db/sqliteReadPool';
import { createTestDatabase, type TestDatabase } from '../support/testApp';

describe('the SQLite read pool', () => {
  let database: TestDatabase;
  let pool: ReturnType<typeof createSqliteReadPool>;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    pool = createSqliteReadPool(database.config.database.url, 2);
  });
  afterAll(async () => {
    await pool.destroy();
    await database.drop();
  });

  const addJobRun = (n: number) =>
    database.db
      .insertInto('job_runs')
      .values({ name: `job-${n}`, last_run_at: new Date(n).toISOString() })
      .execute();

  it('sees every commit of the main connection at once, and answers what it would', async () => {
    await addJobRun(1);
    const fromPool = await pool.selectFrom('job_runs').selectAll().orderBy('name').execute();
    const fromMain = await database.db.selectFrom('job_runs').selectAll().orderBy('name').execute();
    expect(fromPool).toEqual(fromMain);
    await addJobRun(2);
    expect(await pool.selectFrom('job_runs').select('name').orderBy('name').execute()).toEqual([
      { name: 'job-1' },
      { name: 'job-2' },
    ]);
  });

  it('answers many queries at once, each with its own rows', async () => {
    for (let n = 3; n <= 40; n += 1) await addJobRun(n);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        pool
          .selectFrom('job_runs')
          .select('name')
          .where('name', '=', `job-${i + 1}`)
          .executeTakeFirst(),
      ),
    );
    expect(answers.map((row) => row?.name)).toEqual(
      Array.from({ length: 40 }, (_, i) => `job-${i + 1}`),
    );
  });

  it('refuses to write, and keeps working after a failing statement', async () => {
    await expect(
      pool.insertInto('job_runs').values({ name: 'sneaky', last_run_at: 'x' }).execute(),
    ).rejects.toThrow();
    await expect(sql`select * from no_such_table`.execute(pool)).rejects.toThrow(/no such table/);
    await expect(pool.transaction().execute(async () => undefined)).rejects.toThrow(/transactions/);
    expect(
      await database.db
        .selectFrom('job_runs')
        .select('name')
        .where('name', '=', 'sneaky')
        .execute(),
    ).toEqual([]);
    expect(
      await pool.selectFrom('job_runs').select('name').where('name', '=', 'job-1').execute(),
    ).toEqual([{ name: 'job-1' }]);
  });
});

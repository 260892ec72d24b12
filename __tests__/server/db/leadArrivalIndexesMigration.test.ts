/**
 * Migration 031, the arrival state off the indexes (docs/performance.md#intake): after it, routing's claim and
 * the arrival's clearing are heap-only updates on PostgreSQL (before it, each wrote every index of the lead
 * again); both sweeps still find what they look for through `created_at`; 031's down puts the indexes back.
 */
import { sql } from 'kysely';
import { migrateTo } from '../../../src/server/db/migrate';
import { isPostgres } from '../../../src/server/db/dialect';
import {
  finishArrivals,
  pendingArrivals,
} from '../../../src/server/leads/intake/leadArrivalRepository';
import { storeSubmission } from '../../../src/server/leads/intake/intakeService';
import { claimLeads, unroutedLeads } from '../../../src/server/leads/routing/routingRepository';
import { createTestDatabase, dialects, type TestDatabase } from '../support/testApp';

const MINUTE = 60_000;

describe.each(dialects())('migration 031 (arrival state off the indexes) [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, {}, { migrated: false });
  });
  afterAll(() => database.drop());

  const submit = async (i: number) => {
    const { leadId } = await storeSubmission(database.db, {
      kind: 'contact',
      body: { name: `Caller ${i}`, email: `caller${i}@example.com`, message: 'Hello' },
    });
    return leadId!;
  };

  /** The lead's indexes by name. */
  const indexes = async () => {
    const { db } = database;
    const rows = isPostgres(db)
      ? (
          await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'leads' and schemaname = current_schema()`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = 'leads'`.execute(db)
        ).rows;
    return rows.map((row) => row.name);
  };

  /** The lead table's updates so far and how many were heap-only, as this connection counts them. */
  const updateCounts = async (trx: typeof database.db) => {
    const { rows } = await sql<{ updates: string; hot: string }>`
      select n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_xact_user_tables
      where relid = to_regclass('leads')`.execute(trx);
    return { updates: Number(rows[0]?.updates ?? 0), hot: Number(rows[0]?.hot ?? 0) };
  };

  /** Claims and clears one lead; answers how many of its two updates were heap-only (PostgreSQL). */
  const claimAndClear = (id: number) =>
    database.db.transaction().execute(async (trx) => {
      const before = isPostgres(trx) ? await updateCounts(trx) : undefined;
      expect((await claimLeads(trx, [id], new Date())).get(id)).toMatchObject({ id });
      await finishArrivals(trx, [id]);
      if (!before) return undefined;
      const after = await updateCounts(trx);
      return { updates: after.updates - before.updates, hot: after.hot - before.hot };
    });

  it('lets the claim and the clearing skip the indexes, keeps the sweeps finding leads, and goes back down', async () => {
    const { db } = database;
    await migrateTo(db, '030_lead_counters');
    expect(await indexes()).toEqual(
      expect.arrayContaining(['leads_unrouted_index', 'leads_arrival_pending_index']),
    );
    const before = await claimAndClear(await submit(1));
    if (before) expect(before).toEqual({ updates: 2, hot: 0 });

    expect(await migrateTo(db, '031_lead_arrival_indexes')).toEqual(['031_lead_arrival_indexes']);
    const names = await indexes();
    expect(names).not.toContain('leads_unrouted_index');
    expect(names).not.toContain('leads_arrival_pending_index');

    // The sweeps' windows, read through created_at: a fresh lead is both unrouted and pending.
    const id = await submit(2);
    const now = Date.now();
    const window = { from: new Date(now - 60 * MINUTE), to: new Date(now + MINUTE) };
    expect(await unroutedLeads(db, window.from, window.to, 10)).toContain(id);
    expect((await pendingArrivals(db, { ...window, limit: 10 })).map((lead) => lead.id)).toContain(
      id,
    );
    const after = await claimAndClear(id);
    if (after) expect(after).toEqual({ updates: 2, hot: 2 });
    expect(await unroutedLeads(db, window.from, window.to, 10)).not.toContain(id);
    expect(await pendingArrivals(db, { ...window, limit: 10 })).toEqual([]);

    await migrateTo(db, '030_lead_counters');
    expect(await indexes()).toEqual(
      expect.arrayContaining(['leads_unrouted_index', 'leads_arrival_pending_index']),
    );
    expect(await migrateTo(db, '031_lead_arrival_indexes')).toEqual(['031_lead_arrival_indexes']);
  });
});

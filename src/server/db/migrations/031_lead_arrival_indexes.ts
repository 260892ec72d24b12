/**
 * A lead's arrival state off the indexes, so that the arrival's writes are small (docs/performance.md#intake).
 * Each new lead is written three more times by its arrival: routing's claim (`routed_at`), the assignment
 * (`assignee_id`), and the arrival mark cleared (`arrival_pending_since`). An update that changes a column
 * some index names, even only in a partial index's condition, writes a new entry into every index of the row,
 * 18 on PostgreSQL with the search's GIN indexes. `routed_at` and `arrival_pending_since` were named by one
 * index each (019, 023), kept for the sweeps; the sweeps now read the day they look at through the
 * `created_at` index (a lead's arrival mark is its creation time) and test the marks on those rows. With the
 * two indexes gone, PostgreSQL can write the claim and the clearing as heap-only updates: the row's new
 * version on the same page and no index touched. For that the page needs room: new pages of `leads` are
 * filled to 85 %. SQLite stops maintaining the two indexes. No app code, as in every migration.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('leads_unrouted_index').execute();
  await db.schema.dropIndex('leads_arrival_pending_index').execute();
  if (isPg(db)) await sql`alter table leads set (fillfactor = 85)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPg(db)) await sql`alter table leads reset (fillfactor)`.execute(db);
  await db.schema
    .createIndex('leads_arrival_pending_index')
    .on('leads')
    .column('arrival_pending_since')
    .where(sql.ref('arrival_pending_since'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('leads_unrouted_index')
    .on('leads')
    .columns(['routed_at', 'created_at'])
    .execute();
}

/**
 * The managers' digest of the unassigned pool (docs/product.md#routing): routing leaves a row here for each
 * lead it puts in the pool, in the routing transaction, and the once-per-fleet `pool-digest` job tells the
 * managers of all of them in one mail each, then deletes the rows in the same transaction. A new table,
 * nothing backfilled. No app code, as in every migration.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('pool_notices')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('leads.id').onDelete('cascade'),
    )
    // 'no-rule' or 'nobody-available'.
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('pool_notices').execute();
}

/**
 * Presence (docs/product.md#presence): who has a content record open. One row per user and record, its
 * `seen_at` moved by each heartbeat of the record page; a row older than the presence window counts as gone
 * and is pruned by the next heartbeat on that record. A new table, nothing backfilled. No app code, as in
 * every migration.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('record_presence')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // A PRESENCE_RESOURCES key (src/shared/presence/rules.ts) and the record's id there (an SEO page's key).
    .addColumn('resource', 'varchar(32)', (col) => col.notNull())
    .addColumn('record_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('since', 'text', (col) => col.notNull())
    .addColumn('seen_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('record_presence_pkey', ['user_id', 'resource', 'record_id'])
    .execute();
  await db.schema
    .createIndex('record_presence_record')
    .on('record_presence')
    .columns(['resource', 'record_id', 'seen_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('record_presence').execute();
}

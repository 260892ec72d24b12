/**
 * The audit log (docs/security.md#audit-log): one row per write, login or export, written in the transaction
 * of the change it records. No foreign key to users: a row outlives anything it names, and the actor's name
 * is kept as it was. No app code, as in every migration.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('audit_log')
    .addColumn('id', pg ? 'bigserial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(255)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('entity', 'varchar(32)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('action', 'varchar(32)', (col) => col.notNull())
    .addColumn('changes', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_index').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_entity_index')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_user_index')
    .on('audit_log')
    .columns(['user_id', 'at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}

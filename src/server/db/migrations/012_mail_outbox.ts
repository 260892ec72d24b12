/**
 * The outbox in the database: mail that could not go out by SMTP (no SMTP_URL) on PostgreSQL, where several
 * instances serve one installation and a file on one instance's disk would be lost to the others
 * (docs/operations.md#mail). No app code, as in every migration.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('message_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('to_address', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(998)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_created_at_index')
    .on('mail_outbox')
    .column('created_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}

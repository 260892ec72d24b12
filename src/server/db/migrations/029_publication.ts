/**
 * Drafts and publishing (docs/product.md#publishing): a record's pending changes (`record_drafts`, at most one
 * per record), what each publication made public (`published_versions`, numbered per record), the scheduled
 * publish and unpublish (`publication_schedules`), the company's switch that requires Arabic before
 * publishing, and the secret that signs preview links (`server_secrets`, made on first use). A record is named
 * by its kind (`developers`, `projects`, `team-members`, `home-assets`, `meta`) and its id as text (an SEO
 * page's key). Every existing record stays as it is: published where its flag says so, no draft, no
 * versions; new tables and one column with a default, so nothing is backfilled or rewritten. No app code, as
 * in every migration.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('company')
    .addColumn('require_arabic_to_publish', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('record_drafts')
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('record_id', 'varchar(64)', (col) => col.notNull())
    // The record's input (what a PUT takes) as JSON text.
    .addColumn('record', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('record_drafts_pkey', ['kind', 'record_id'])
    .execute();

  await db.schema
    .createTable('published_versions')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('record_id', 'varchar(64)', (col) => col.notNull())
    // 1, 2, 3… per record; unique, so two publications at once cannot take one number.
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('record', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('published_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('scheduled', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('published_versions_number', ['kind', 'record_id', 'number'])
    .execute();

  await db.schema
    .createTable('publication_schedules')
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('record_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('unpublish_at', 'text')
    // Why the publish could not be done at its time; the job leaves such a publish alone until it is set again.
    .addColumn('error', 'text')
    .addColumn('scheduled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('publication_schedules_pkey', ['kind', 'record_id'])
    .execute();
  // The job's two questions, every 15 s: what is due to publish, what to unpublish.
  await db.schema
    .createIndex('publication_schedules_publish_at')
    .on('publication_schedules')
    .column('publish_at')
    .execute();
  await db.schema
    .createIndex('publication_schedules_unpublish_at')
    .on('publication_schedules')
    .column('unpublish_at')
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('publication_schedules').execute();
  await db.schema.dropTable('published_versions').execute();
  await db.schema.dropTable('record_drafts').execute();
  await db.schema.alterTable('company').dropColumn('require_arabic_to_publish').execute();
}

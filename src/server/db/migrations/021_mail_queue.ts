/**
 * The durable mail queue (docs/operations.md#mail) and the auto-acknowledgement templates
 * (docs/product.md#auto-acknowledgement). Every message is a row first; a worker delivers it, retries it
 * with backoff and clears its body once sent. The templates are one row per language, disabled until the
 * super-admin enables them. No app code, as in every migration.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('to_address', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(998)', (col) => col.notNull())
    // Emptied once sent: a reset or invitation link is a credential.
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The worker's claim: queued rows by due time.
  await db.schema
    .createIndex('mail_queue_due_index')
    .on('mail_queue')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_queue_created_at_index')
    .on('mail_queue')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('auto_acknowledgement')
    .addColumn('locale', 'varchar(2)', (col) => col.primaryKey())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('auto_acknowledgement_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('auto_acknowledgement_settings')
    .values({ id: 1, enabled: 0, updated_at: now })
    .execute();
  await db
    .insertInto('auto_acknowledgement')
    .values([
      {
        locale: 'en',
        subject: 'We received your request {reference}',
        body: 'Hello {name},\n\nThank you for contacting {company}. We received your request {reference} and one of our advisers will contact you shortly.\n\n{company}',
        updated_at: now,
      },
      {
        locale: 'ar',
        subject: 'استلمنا طلبك {reference}',
        body: 'مرحباً {name}،\n\nشكراً لتواصلك مع {company}. استلمنا طلبك {reference} وسيتواصل معك أحد مستشارينا قريباً.\n\n{company}',
        updated_at: now,
      },
    ])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('auto_acknowledgement_settings').execute();
  await db.schema.dropTable('auto_acknowledgement').execute();
  await db.schema.dropTable('mail_queue').execute();
}

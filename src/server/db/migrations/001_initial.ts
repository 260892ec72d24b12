/**
 * Accounts, sessions, the company row, media and login throttling.
 * Migrations never import app code: they must run unchanged in every future release. One migration set
 * serves both dialects; the only difference (how an auto-increment key is spelled) is decided here.
 * Timestamps are ISO-8601 UTC text on both dialects (see db/database.ts for why).
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

function idColumn(
  db: Db,
): ['serial' | 'integer', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return ['serial', (col) => col.primaryKey()];
  return ['integer', (col) => col.primaryKey().autoIncrement()];
}

export async function up(db: Db): Promise<void> {
  const [idType, idBuild] = idColumn(db);

  await db.schema
    .createTable('media')
    .addColumn('id', idType, idBuild)
    .addColumn('uuid', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('collection_name', 'varchar(64)', (col) => col.notNull().defaultTo('default'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(127)', (col) => col.notNull())
    // integer, not bigint: pg returns int8 as a string, and uploads are capped far below 2 GiB.
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('order_column', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('preview_file_name', 'varchar(255)')
    .addColumn('model_type', 'varchar(64)')
    .addColumn('model_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('media_model_index')
    .on('media')
    .columns(['model_type', 'model_id'])
    .execute();
  await db.schema.createIndex('media_created_at_index').on('media').column('created_at').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', idType, idBuild)
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('avatar_media_id', 'integer', (col) =>
      col.references('media.id').onDelete('set null'),
    )
    .addColumn('locale', 'varchar(8)', (col) => col.notNull().defaultTo('en'))
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', idType, idBuild)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('access_tokens_user_id_index')
    .on('access_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('company')
    .addColumn('id', idType, idBuild)
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('logo_media_id', 'integer', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(32)')
    .addColumn('whatsapp', 'varchar(32)')
    .addColumn('address', 'text', (col) => col.notNull().defaultTo('{"en":"","ar":""}'))
    .addColumn('default_currency', 'char(3)', (col) => col.notNull().defaultTo('AED'))
    .addColumn('social', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', idType, idBuild)
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_ip_index')
    .on('login_attempts')
    .columns(['email', 'ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_index')
    .on('login_attempts')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_created_at_index')
    .on('login_attempts')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('login_locks')
    .addColumn('email', 'varchar(254)', (col) => col.primaryKey())
    .addColumn('locked_until', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'login_locks',
    'login_attempts',
    'company',
    'access_tokens',
    'users',
    'media',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

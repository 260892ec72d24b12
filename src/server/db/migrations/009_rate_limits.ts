/**
 * Guessing limits move from rows per attempt (read, then written after the slow password check: attempts
 * racing each other all passed) to counters taken atomically before the check. On PostgreSQL they live in
 * `rate_limits`, in the layout rate-limiter-flexible reads; SQLite keeps them in a file of their own
 * (docs/security.md#rate-limits). No app code, as in every migration.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  await db.schema.dropTable('login_locks').execute();
  await db.schema.dropTable('login_attempts').execute();
  if (isPostgres(db)) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
    await db.schema
      .createIndex('rate_limits_expire_index')
      .on('rate_limits')
      .column('expire')
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) await db.schema.dropTable('rate_limits').execute();
  const [idType, idBuild]: [string, (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] =
    isPostgres(db)
      ? ['serial', (col) => col.primaryKey()]
      : ['integer', (col) => col.primaryKey().autoIncrement()];
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', idType as 'integer', idBuild)
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('login_locks')
    .addColumn('email', 'varchar(254)', (col) => col.primaryKey())
    .addColumn('locked_until', 'text', (col) => col.notNull())
    .execute();
}

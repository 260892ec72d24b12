/**
 * Client error reports: a screen that fails tells the server (docs/api.md#client-errors). Like 001, this
 * migration imports no app code and serves both dialects; only the auto-increment key is spelled per dialect.
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
    .createTable('client_errors')
    .addColumn('id', idType, idBuild)
    // A report outlives its reporter: deleting a user keeps the diagnostics.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('stack', 'text')
    .addColumn('component_stack', 'text')
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The per-user rate limit counts a user's recent reports on every report.
  await db.schema
    .createIndex('client_errors_user_id_created_at_index')
    .on('client_errors')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('client_errors_created_at_index')
    .on('client_errors')
    .column('created_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('client_errors').execute();
}

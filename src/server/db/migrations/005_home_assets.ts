/**
 * Home page assets. Like 003: no app code, one set for both dialects, booleans 0/1, timestamps ISO text (so
 * the public date window compares fixed-width UTC strings), translatable texts as JSON text. The files live
 * in `media` (model_type 'home_asset'), as every other record's do.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const EMPTY_T = '{"en":"","ar":""}';
const emptyT = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(EMPTY_T);

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('home_assets')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('section', 'varchar(16)', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'text', emptyT)
    .addColumn('subtitle', 'text', emptyT)
    .addColumn('alt', 'text', emptyT)
    .addColumn('cta_label', 'text', emptyT)
    .addColumn('cta_url', 'varchar(2048)')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Every read is "one section (or all), in section order": the admin grid and the public API.
  await db.schema
    .createIndex('home_assets_section_sort_order_index')
    .on('home_assets')
    .columns(['section', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('home_assets_is_active_index')
    .on('home_assets')
    .column('is_active')
    .execute();
  await db.schema
    .createIndex('home_assets_created_at_index')
    .on('home_assets')
    .column('created_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('home_assets').execute();
}

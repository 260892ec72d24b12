/**
 * Developers, projects and team members. Like 001, no app code and one set for both dialects.
 *
 * Representation choices (kept identical on SQLite and PostgreSQL so repositories need no per-dialect code):
 * - Translatable texts that are searched, sorted or filtered get two columns (`name_en`, `name_ar`,
 *   `city_en`, `city_ar`); the other translatable texts and all arrays are JSON text.
 * - Booleans are integer 0/1 on both dialects: SQLite has no boolean type, and one representation keeps
 *   filters (`is_published = 1`) and row mapping the same everywhere.
 * - Coordinates, areas and prices are `double precision` (8-byte on both; PostgreSQL's `real` would lose
 *   coordinate precision and `numeric` comes back as a string from pg).
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

function idColumn(
  db: Db,
): ['serial' | 'integer', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return ['serial', (col) => col.primaryKey()];
  return ['integer', (col) => col.primaryKey().autoIncrement()];
}

const EMPTY_T = '{"en":"","ar":""}';
const notNull0 = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

async function index(db: Db, table: string, column: string): Promise<void> {
  await db.schema.createIndex(`${table}_${column}_index`).on(table).column(column).execute();
}

/** Search and the city filter compare lower-cased text, so they use expression indexes on lower(col). */
async function lowerIndex(db: Db, table: string, column: string): Promise<void> {
  await db.schema
    .createIndex(`${table}_${column}_lower_index`)
    .on(table)
    .expression(sql`lower(${sql.ref(column)})`)
    .execute();
}

export async function up(db: Db): Promise<void> {
  const [idType, idBuild] = idColumn(db);

  await db.schema
    .createTable('developers')
    .addColumn('id', idType, idBuild)
    .addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('name_en', 'varchar(160)', (col) => col.notNull())
    .addColumn('name_ar', 'varchar(160)', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(EMPTY_T))
    .addColumn('website_url', 'varchar(2048)')
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(32)')
    .addColumn('established_year', 'integer')
    .addColumn('headquarters', 'text', (col) => col.notNull().defaultTo(EMPTY_T))
    .addColumn('is_featured', 'integer', notNull0)
    .addColumn('is_published', 'integer', notNull0)
    .addColumn('sort_order', 'integer', notNull0)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  for (const column of [
    'sort_order',
    'created_at',
    'is_published',
    'is_featured',
    'established_year',
  ])
    await index(db, 'developers', column);
  for (const column of ['name_en', 'name_ar']) await lowerIndex(db, 'developers', column);

  await db.schema
    .createTable('projects')
    .addColumn('id', idType, idBuild)
    .addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('name_en', 'varchar(160)', (col) => col.notNull())
    .addColumn('name_ar', 'varchar(160)', (col) => col.notNull().defaultTo(''))
    // RESTRICT: a developer with projects cannot be deleted, even by a query that skips the app's check.
    .addColumn('developer_id', 'integer', (col) =>
      col.notNull().references('developers.id').onDelete('restrict'),
    )
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(EMPTY_T))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(EMPTY_T))
    .addColumn('city_en', 'varchar(160)', (col) => col.notNull())
    .addColumn('city_ar', 'varchar(160)', (col) => col.notNull().defaultTo(''))
    .addColumn('community', 'text', (col) => col.notNull().defaultTo(EMPTY_T))
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(EMPTY_T))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('construction_status', 'varchar(32)', (col) => col.notNull())
    .addColumn('sales_status', 'varchar(32)')
    .addColumn('completion_percent', 'integer')
    .addColumn('handover_date', 'varchar(7)')
    .addColumn('property_types', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('bedrooms_min', 'integer')
    .addColumn('bedrooms_max', 'integer')
    .addColumn('area_min', 'double precision')
    .addColumn('area_max', 'double precision')
    .addColumn('area_unit', 'varchar(8)', (col) => col.notNull().defaultTo('sqft'))
    .addColumn('price_from', 'double precision')
    .addColumn('price_to', 'double precision')
    .addColumn('currency', 'char(3)', (col) => col.notNull().defaultTo('AED'))
    .addColumn('payment_plan', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('amenities', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('video_url', 'varchar(2048)')
    .addColumn('permit_number', 'varchar(64)')
    .addColumn('is_featured', 'integer', notNull0)
    .addColumn('is_published', 'integer', notNull0)
    .addColumn('sort_order', 'integer', notNull0)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  for (const column of [
    'sort_order',
    'created_at',
    'is_published',
    'is_featured',
    'developer_id',
    'construction_status',
    'sales_status',
    'price_from',
    'completion_percent',
    'handover_date',
  ])
    await index(db, 'projects', column);
  for (const column of ['name_en', 'name_ar', 'city_en', 'city_ar'])
    await lowerIndex(db, 'projects', column);

  await db.schema
    .createTable('team_members')
    .addColumn('id', idType, idBuild)
    .addColumn('name_en', 'varchar(160)', (col) => col.notNull())
    .addColumn('name_ar', 'varchar(160)', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'text', (col) => col.notNull().defaultTo(EMPTY_T))
    .addColumn('department', 'varchar(160)')
    .addColumn('bio', 'text', (col) => col.notNull().defaultTo(EMPTY_T))
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(32)')
    .addColumn('whatsapp', 'varchar(32)')
    .addColumn('languages', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('broker_number', 'varchar(32)')
    .addColumn('linkedin_url', 'varchar(2048)')
    .addColumn('is_published', 'integer', notNull0)
    .addColumn('sort_order', 'integer', notNull0)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  for (const column of ['sort_order', 'created_at', 'is_published'])
    await index(db, 'team_members', column);
  for (const column of ['name_en', 'name_ar']) await lowerIndex(db, 'team_members', column);
}

export async function down(db: Db): Promise<void> {
  for (const table of ['team_members', 'projects', 'developers'])
    await db.schema.dropTable(table).execute();
}

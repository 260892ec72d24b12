/**
 * SEO page metadata: one row per page of the public website's fixed registry, created here so every page
 * exists from the start (pages are never added or deleted from the UI). Like 001, no app code: the
 * registry is copied as it was at this release; a later release that adds a page inserts it in its own
 * migration. Translatable texts are JSON text `{ en, ar }`, booleans integer 0/1, timestamps ISO text.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const PAGES = [
  'home',
  'about',
  'projects',
  'developers',
  'team',
  'services',
  'consulting',
  'sell',
  'contact',
  'privacy',
  'terms',
];
const EMPTY_T = '{"en":"","ar":""}';
const TEXTS = ['title', 'description', 'keywords', 'og_title', 'og_description'];

function idColumn(
  db: Db,
): ['serial' | 'integer', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return ['serial', (col) => col.primaryKey()];
  return ['integer', (col) => col.primaryKey().autoIncrement()];
}

export async function up(db: Db): Promise<void> {
  const [idType, idBuild] = idColumn(db);
  // An integer id besides the page key: media attach to (model_type, model_id) with an integer id.
  let table = db.schema
    .createTable('seo_pages')
    .addColumn('id', idType, idBuild)
    .addColumn('page', 'varchar(64)', (col) => col.notNull().unique());
  for (const text of TEXTS)
    table = table.addColumn(text, 'text', (col) => col.notNull().defaultTo(EMPTY_T));
  await table
    .addColumn('canonical_url', 'varchar(2048)')
    .addColumn('robots_index', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('robots_follow', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('seo_pages')
    .values(PAGES.map((page) => ({ page, updated_at: now })))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('seo_pages').execute();
}

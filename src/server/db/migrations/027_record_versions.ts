/**
 * Record versions (docs/api.md#record-versions): every content record — developers, projects, team members,
 * home assets, SEO pages and the company row — carries an integer `version`, 1 for every row that exists
 * (the column's default fills them, so nothing is backfilled by hand), bumped by each write. The admin API
 * answers it as the record's `ETag` and refuses a write whose `If-Match` names an older one. No app code, as
 * in every migration.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const TABLES = [
  'developers',
  'projects',
  'team_members',
  'home_assets',
  'seo_pages',
  'company',
] as const;

export async function up(db: Db): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}

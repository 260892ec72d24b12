/** Runs the migrations bundled with this release, in order, on either dialect. */
import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import type { Database } from './database';
import { isPostgres } from './connect';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_client_errors';
import * as m003 from './migrations/003_content';
import * as m004 from './migrations/004_seo_pages';
import * as m005 from './migrations/005_home_assets';
import * as m006 from './migrations/006_password_resets';
import * as m007 from './migrations/007_leads';
import * as m008 from './migrations/008_lead_search';
import * as m009 from './migrations/009_rate_limits';
import * as m010 from './migrations/010_job_runs';
import * as m011 from './migrations/011_lead_search_vector';
import * as m012 from './migrations/012_mail_outbox';
import * as m013 from './migrations/013_user_roles';
import * as m014 from './migrations/014_audit_log';
import * as m015 from './migrations/015_user_status';
import * as m016 from './migrations/016_lead_assignment';
import * as m017 from './migrations/017_lead_first_response';
import * as m018 from './migrations/018_lead_search_prefixes';
import * as m019 from './migrations/019_lead_routing';
import * as m020 from './migrations/020_lead_sla';
import * as m021 from './migrations/021_mail_queue';
import * as m022 from './migrations/022_installation';
import * as m023 from './migrations/023_lead_arrival';
import * as m024 from './migrations/024_pool_notices';
import * as m026 from './migrations/026_trash';
import * as m027 from './migrations/027_record_versions';
import * as m028 from './migrations/028_record_presence';
import * as m029 from './migrations/029_publication';
import * as m030 from './migrations/030_lead_counters';
import * as m031 from './migrations/031_lead_arrival_indexes';

/** A static list (not a folder scan) so bundlers, tsx and Jest resolve the same files everywhere. */
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_client_errors': m002,
  '003_content': m003,
  '004_seo_pages': m004,
  '005_home_assets': m005,
  '006_password_resets': m006,
  '007_leads': m007,
  '008_lead_search': m008,
  '009_rate_limits': m009,
  '010_job_runs': m010,
  '011_lead_search_vector': m011,
  '012_mail_outbox': m012,
  '013_user_roles': m013,
  '014_audit_log': m014,
  '015_user_status': m015,
  '016_lead_assignment': m016,
  '017_lead_first_response': m017,
  '018_lead_search_prefixes': m018,
  '019_lead_routing': m019,
  '020_lead_sla': m020,
  '021_mail_queue': m021,
  '022_installation': m022,
  '023_lead_arrival': m023,
  '024_pool_notices': m024,
  '026_trash': m026,
  '027_record_versions': m027,
  '028_record_presence': m028,
  '029_publication': m029,
  '030_lead_counters': m030,
  '031_lead_arrival_indexes': m031,
};

/**
 * Migrations that rewrite the leads table on PostgreSQL (a stored column added or replaced). A rewritten
 * table has no page marked all-visible, so until a VACUUM every count reads the table instead of an index
 * alone: the list's filter went from 13 to 202 ms at a million leads (docs/performance.md#queries). The
 * migration runner vacuums the table after applying one of them.
 */
const REWRITES_LEADS = new Set(['011_lead_search_vector', '018_lead_search_prefixes']);

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * Brings the database to this release's latest migration. A database already ahead of this release (a newer
 * release ran its migrations: a rolling upgrade, or a rollback of the code) is left as it is, and
 * `onAhead` is told the migrations this release does not know: migrations are expand-then-contract
 * (docs/operations.md#rolling-upgrades-expand-then-contract), so the running release still works on the newer schema. A database
 * that misses one of this release's migrations *and* holds unknown ones took another branch: that stops
 * the start, as before.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  onAhead?: (unknown: string[]) => void,
): Promise<string[]> {
  const executed = await executedMigrations(db);
  const unknown = executed.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    const missing = Object.keys(migrations).filter((name) => !executed.includes(name));
    if (missing.length > 0)
      throw new Error(
        `The database holds migrations this release does not know (${unknown.join(', ')}) ` +
          `and misses some of its own (${missing.join(', ')}): it was migrated by another branch.`,
      );
    onAhead?.(unknown);
    return [];
  }
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** The migrations this release brings, oldest first. */
export function releaseMigrations(): string[] {
  return Object.keys(migrations);
}

/** The names in Kysely's bookkeeping table, [] before the first migration. */
export async function executedMigrations(db: Kysely<Database>): Promise<string[]> {
  const table = isPostgres(db)
    ? sql`${sql.id((await currentSchema(db)) ?? 'public')}.${sql.table(DEFAULT_MIGRATION_TABLE)}`
    : sql.table(DEFAULT_MIGRATION_TABLE);
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    return rows.map((row) => row.name);
  } catch (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
}

/** PostgreSQL's undefined_table, or SQLite's "no such table". */
function isMissingTable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '42P01' || (typeof message === 'string' && message.includes('no such table'));
}

async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Up (or down) to the named migration: for tests of a migration on data written before it. */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  // Kysely looks for its bookkeeping table in *any* schema unless told which; pin it to the schema this
  // connection actually writes to, so two schemas in one PostgreSQL database never see each other's state.
  const migrationTableSchema = isPostgres(db) ? await currentSchema(db) : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await run(migrator);
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  const applied = (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  if (isPostgres(db) && applied.some((name) => REWRITES_LEADS.has(name)))
    // VACUUM cannot run in the migrations' transaction; ANALYZE alone would leave every page unmarked.
    await sql`vacuum (analyze) leads`.execute(db);
  return applied;
}

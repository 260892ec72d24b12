/**
 * When each once-per-fleet job last ran, so that of many instances looking for due work exactly one does
 * it each period (src/server/jobs/scheduler.ts). No app code, as in every migration.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('last_run_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}

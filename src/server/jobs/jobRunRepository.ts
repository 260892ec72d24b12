/** When each once-per-fleet job last ran (table `job_runs`). */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../db/database';

export async function lastRunAt(db: Kysely<Database>, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('job_runs')
    .select('last_run_at')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.last_run_at ?? null;
}

export async function markRan(db: Kysely<Database>, name: string, at: Date): Promise<void> {
  const iso = nowIso(at);
  await db
    .insertInto('job_runs')
    .values({ name, last_run_at: iso })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_run_at: iso }))
    .execute();
}

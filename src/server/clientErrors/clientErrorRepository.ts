/** Client error reports: what the app sent when it failed to render. */
import type { Kysely } from 'kysely';
import type { ClientErrorBody } from '../../shared/clientErrors/schemas';
import { nowIso, type Database } from '../db/database';

type Db = Kysely<Database>;

export async function insertClientError(
  db: Db,
  userId: number,
  report: ClientErrorBody,
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('client_errors')
    .values({
      user_id: userId,
      message: report.message,
      stack: report.stack ?? null,
      component_stack: report.component_stack ?? null,
      url: report.url,
      user_agent: report.user_agent ?? null,
      created_at: nowIso(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

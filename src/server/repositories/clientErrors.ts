/** Client error reports and the per-user limit that keeps a render loop from flooding them. */
import type { Kysely } from 'kysely';
import type { ClientErrorBody } from '../../shared/clientErrors';
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

/**
 * Seconds until this user may report again: 0 while fewer than `max` reports fall inside the window, else
 * the time until the oldest of the latest `max` leaves it. Counting stored rows (not memory) keeps the limit
 * across restarts and server processes.
 */
export async function clientErrorRetryAfter(
  db: Db,
  userId: number,
  { max, windowMs }: { max: number; windowMs: number },
  now = new Date(),
): Promise<number> {
  const nowMs = now.getTime();
  const recent = await db
    .selectFrom('client_errors')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', nowIso(new Date(nowMs - windowMs)))
    .orderBy('created_at', 'desc')
    .limit(max)
    .execute();
  if (recent.length < max) return 0;
  const oldest = Date.parse(recent[max - 1]!.created_at);
  return Math.max(1, (oldest + windowMs - nowMs) / 1000);
}

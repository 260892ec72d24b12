/**
 * The record_presence rows (migration 028, docs/product.md#presence): one per user and open record, its
 * `seen_at` moved by each heartbeat. A row older than the window is ignored by every read and deleted by the
 * next heartbeat on that record or of that user, so the table holds little more than the pages open now.
 */
import type { Kysely } from 'kysely';
import type { PresentUser } from '../../shared/presence/schemas';
import type { PresenceResource } from '../../shared/presence/rules';
import { nowIso, type Database } from '../db/database';

type Db = Kysely<Database>;

export interface PresenceKey {
  resource: PresenceResource;
  recordId: string;
}

/** Whether the record exists (and is not in the Trash): presence on nothing is a 404. */
export async function recordExists(db: Db, { resource, recordId }: PresenceKey): Promise<boolean> {
  if (resource === 'meta') {
    const row = await db
      .selectFrom('seo_pages')
      .select('id')
      .where('page', '=', recordId)
      .executeTakeFirst();
    return row !== undefined;
  }
  if (!/^[1-9]\d{0,9}$/.test(recordId)) return false;
  const id = Number(recordId);
  if (id > 2_147_483_647) return false;
  if (resource === 'company') {
    const row = await db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }
  const table = (
    {
      developers: 'developers',
      projects: 'projects',
      'team-members': 'team_members',
      'home-assets': 'home_assets',
    } as const
  )[resource];
  const row = await db
    .selectFrom(table as 'developers')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records that `userId` has the record open at `now`. Answers whether this is news (the user was not there
 * within the window), which the others hear of; a heartbeat that only keeps the row fresh is not.
 */
export async function touchPresence(
  db: Db,
  key: PresenceKey,
  userId: number,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const at = nowIso(now);
  const cutoff = nowIso(new Date(now.getTime() - windowMs));
  return db.transaction().execute(async (trx) => {
    // Pruning, by the two indexes: the stale rows of this record (this user's among them: its `since` starts
    // again), and this user's stale rows elsewhere (pages closed without a word, records since deleted).
    await trx
      .deleteFrom('record_presence')
      .where('resource', '=', key.resource)
      .where('record_id', '=', key.recordId)
      .where('seen_at', '<', cutoff)
      .execute();
    await trx
      .deleteFrom('record_presence')
      .where('user_id', '=', userId)
      .where('seen_at', '<', cutoff)
      .execute();
    const moved = await trx
      .updateTable('record_presence')
      .set({ seen_at: at })
      .where('user_id', '=', userId)
      .where('resource', '=', key.resource)
      .where('record_id', '=', key.recordId)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) return false;
    // Two first heartbeats at once: the second finds the row the first made and only refreshes it.
    const inserted = await trx
      .insertInto('record_presence')
      .values({
        user_id: userId,
        resource: key.resource,
        record_id: key.recordId,
        since: at,
        seen_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'resource', 'record_id']).doUpdateSet({ seen_at: at }),
      )
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 1n) > 0;
  });
}

/** Removes the user from the record; answers whether they were there within the window. */
export async function leavePresence(
  db: Db,
  key: PresenceKey,
  userId: number,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const cutoff = nowIso(new Date(now.getTime() - windowMs));
  const gone = await db
    .deleteFrom('record_presence')
    .where('user_id', '=', userId)
    .where('resource', '=', key.resource)
    .where('record_id', '=', key.recordId)
    .returning('seen_at')
    .executeTakeFirst();
  return gone !== undefined && gone.seen_at >= cutoff;
}

/** The other active users on the record within the window, the earliest first. */
export async function othersPresent(
  db: Db,
  key: PresenceKey,
  userId: number,
  now: Date,
  windowMs: number,
): Promise<PresentUser[]> {
  const cutoff = nowIso(new Date(now.getTime() - windowMs));
  const rows = await db
    .selectFrom('record_presence')
    .innerJoin('users', 'users.id', 'record_presence.user_id')
    .select(['record_presence.user_id', 'users.name', 'record_presence.since'])
    .where('record_presence.resource', '=', key.resource)
    .where('record_presence.record_id', '=', key.recordId)
    .where('record_presence.user_id', '<>', userId)
    .where('record_presence.seen_at', '>=', cutoff)
    .where('users.deactivated_at', 'is', null)
    .orderBy('record_presence.since')
    .orderBy('record_presence.user_id')
    .execute();
  return rows.map((row) => ({ user_id: Number(row.user_id), name: row.name, since: row.since }));
}

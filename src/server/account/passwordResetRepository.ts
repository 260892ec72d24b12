/** Password-reset rows. Only the SHA-256 of a link's token is ever written or queried. */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../db/database';

type Db = Kysely<Database>;

export async function insertPasswordReset(
  db: Db,
  input: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: input.userId,
      token_hash: input.tokenHash,
      created_at: input.createdAt,
      expires_at: input.expiresAt,
      used_at: null,
    })
    .execute();
  // Links that can never work again are removed here, so the table stays small without a job.
  await db.deleteFrom('password_resets').where('expires_at', '<', input.createdAt).execute();
}

/** Whether the link is known, unused and unexpired (checked before the new password is hashed). */
export async function isLiveReset(db: Db, tokenHash: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a live link used and returns its user, in one statement: two requests racing with the same link
 * cannot both succeed. Undefined when the link is unknown, used or expired.
 */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<number | undefined> {
  const at = nowIso(now);
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Other links of the user stop working once the password has been reset through one of them. */
export async function expireUserResets(db: Db, userId: number, at = nowIso()): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Invitation links. Only the SHA-256 of a link's token is ever written or queried. */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../db/database';

type Db = Kysely<Database>;

export async function insertInvitation(
  db: Db,
  input: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('invitations')
    .values({
      user_id: input.userId,
      token_hash: input.tokenHash,
      created_at: input.createdAt,
      expires_at: input.expiresAt,
      used_at: null,
      revoked_at: null,
    })
    .execute();
}

/** Every link of the user that could still be used stops working (resend, deactivation). */
export async function revokeInvitations(db: Db, userId: number, at = nowIso()): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Whether the link is known, unused, unrevoked and unexpired (checked before the password is hashed). */
export async function isLiveInvitation(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a live link used and returns its user, in one statement: two requests racing with the same link
 * cannot both succeed. Undefined when the link is unknown, used, revoked or expired.
 */
export async function consumeInvitation(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<number | undefined> {
  const at = nowIso(now);
  const row = await db
    .updateTable('invitations')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Access-token rows. Only the SHA-256 of a token is ever written or queried. */
import type { Kysely } from 'kysely';
import { nowIso, type AccessTokenRow, type Database } from '../db/database';

export interface NewTokenInput {
  userId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertToken(
  db: Kysely<Database>,
  input: NewTokenInput,
): Promise<AccessTokenRow> {
  return db
    .insertInto('access_tokens')
    .values({
      user_id: input.userId,
      token_hash: input.tokenHash,
      created_at: input.createdAt,
      last_used_at: input.createdAt,
      expires_at: input.expiresAt,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<AccessTokenRow | undefined> {
  return db
    .selectFrom('access_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchToken(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}

export async function revokeToken(db: Kysely<Database>, id: number, at = nowIso()): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of a user except one (a password change keeps the current session). */
export async function revokeOtherTokens(
  db: Kysely<Database>,
  userId: number,
  keepId: number | null,
  at = nowIso(),
): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepId !== null) query = query.where('id', '!=', keepId);
  await query.execute();
}

/** Removes tokens that can never be used again, so the table does not grow without bound. */
export async function deleteDeadTokens(db: Kysely<Database>, before: string): Promise<void> {
  await db
    .deleteFrom('access_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .execute();
}

/**
 * The links mailed to a user that work once: password resets and invitations (docs/security.md#tokens).
 * Only the SHA-256 of a link's token is ever written or queried. A link is live while unused, unexpired and,
 * for a table that can revoke (invitations), unrevoked.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, SelectQueryBuilder, UpdateQueryBuilder } from 'kysely';
import { nowIso, type Database } from '../db/database';
import { hashToken } from './tokenService';

type Db = Kysely<Database>;

interface Options {
  /** Invitations: a link is revoked (resent, user deactivated), and revoked links stay on record. */
  revocable: boolean;
  /** Password resets: links that can never work again are removed on each insert, so no job is needed. */
  pruneExpired: boolean;
}

export interface OneTimeLinks {
  /** Stores a fresh link for the user, valid for `ttlMs`, and returns its token (for the mail only). */
  issue: (db: Db, userId: number, ttlMs: number, now?: Date) => Promise<string>;
  /** Whether the link is live (checked before the new password is hashed). */
  isLive: (db: Db, tokenHash: string, now?: Date) => Promise<boolean>;
  /**
   * Marks a live link used and returns its user, in one statement: two requests racing with the same link
   * cannot both succeed. Undefined when the link is not live.
   */
  consume: (db: Db, tokenHash: string, now?: Date) => Promise<number | undefined>;
  /** Every link of the user that could still be used stops working. */
  retire: (db: Db, userId: number, at?: string) => Promise<void>;
}

export function oneTimeLinks(
  name: 'password_resets' | 'invitations',
  { revocable, pruneExpired }: Options,
): OneTimeLinks {
  // Typed as the table with every column; `revoked_at` is only named when the table is revocable.
  const table = name as 'invitations';
  const unspent = <Q extends SelectQueryBuilder<Database, 'invitations', object>>(query: Q) =>
    query.where('used_at', 'is', null).$if(revocable, (q) => q.where('revoked_at', 'is', null)) as Q;
  const unspentUpdate = <Q extends UpdateQueryBuilder<Database, 'invitations', 'invitations', object>>(
    query: Q,
  ) =>
    query.where('used_at', 'is', null).$if(revocable, (q) => q.where('revoked_at', 'is', null)) as Q;

  return {
    issue: async (db, userId, ttlMs, now = new Date()) => {
      const token = randomBytes(32).toString('base64url');
      const createdAt = nowIso(now);
      await db
        .insertInto(table)
        .values({
          user_id: userId,
          token_hash: hashToken(token),
          created_at: createdAt,
          expires_at: nowIso(new Date(now.getTime() + ttlMs)),
          used_at: null,
          ...(revocable ? { revoked_at: null } : {}),
        } as never)
        .execute();
      if (pruneExpired) await db.deleteFrom(table).where('expires_at', '<', createdAt).execute();
      return token;
    },
    isLive: async (db, tokenHash, now = new Date()) => {
      const row = await unspent(
        db
          .selectFrom(table)
          .select('id')
          .where('token_hash', '=', tokenHash)
          .where('expires_at', '>', nowIso(now)),
      ).executeTakeFirst();
      return row !== undefined;
    },
    consume: async (db, tokenHash, now = new Date()) => {
      const at = nowIso(now);
      const row = await unspentUpdate(
        db
          .updateTable(table)
          .set({ used_at: at })
          .where('token_hash', '=', tokenHash)
          .where('expires_at', '>', at),
      )
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
    retire: async (db, userId, at = nowIso()) => {
      await unspentUpdate(
        db
          .updateTable(table)
          .set(revocable ? { revoked_at: at } : { used_at: at })
          .where('user_id', '=', userId),
      ).execute();
    },
  };
}

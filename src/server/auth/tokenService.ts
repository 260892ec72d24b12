/**
 * Bearer tokens: 256 random bits handed to the client once; the database keeps only their SHA-256, so a
 * leaked database or backup cannot be replayed. A token dies at its absolute expiry, after an idle period,
 * or when revoked.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { nowIso, type Database, type UserRow } from '../db/database';
import { findUserById } from './userRepository';
import { findTokenByHash, insertToken, touchToken } from './tokenRepository';

/** 32 bytes in base64url, without padding. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Writing last_used_at on every request would turn each read into a write; a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type TokenConfig = Pick<Config, 'tokenTtlHours' | 'tokenIdleMinutes'>;

export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  config: TokenConfig,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    userId,
    tokenHash: hashToken(token),
    createdAt: nowIso(now),
    expiresAt: nowIso(new Date(now.getTime() + config.tokenTtlHours * 3_600_000)),
  });
  return token;
}

export interface Session {
  user: UserRow;
  tokenId: number;
}

/** The session a raw token opens, or null when it is unknown, revoked, expired or idle too long. */
export async function resolveToken(
  db: Kysely<Database>,
  token: string,
  config: TokenConfig,
  now = new Date(),
): Promise<Session | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = hashToken(token);
  const row = await findTokenByHash(db, hash);
  // The lookup is by an index on the hash; comparing again in constant time costs nothing and removes any
  // doubt about the database's string comparison leaking timing.
  if (!row || !timingSafeEqual(Buffer.from(row.token_hash), Buffer.from(hash))) return null;
  if (row.revoked_at !== null) return null;
  const nowMs = now.getTime();
  if (Date.parse(row.expires_at) <= nowMs) return null;
  const lastUsedMs = Date.parse(row.last_used_at);
  if (lastUsedMs + config.tokenIdleMinutes * 60_000 <= nowMs) return null;

  const user = await findUserById(db, row.user_id);
  // Deactivation revokes every token; refusing here too leaves no way around it.
  if (!user || user.deactivated_at !== null) return null;
  if (nowMs - lastUsedMs >= TOUCH_INTERVAL_MS) await touchToken(db, row.id, nowIso(now));
  return { user, tokenId: row.id };
}

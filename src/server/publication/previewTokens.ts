/**
 * Preview links (docs/security.md#preview-links): a token names one record and when it stops working, signed
 * with HMAC-SHA256 under the server's preview key, so no row is kept per link. `<payload>.<signature>`, both
 * base64url; the payload is `{ k: kind, i: id, e: expiry in Unix seconds }`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PREVIEW_TTL_HOURS, type PublicationKind } from '../../shared/publication/rules';
import type { Database } from '../db/database';
import { previewSecret, type RecordRef } from './publicationRepository';

type Db = Kysely<Database>;

const signature = (secret: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

/** A token for the record, valid PREVIEW_TTL_HOURS from `now`. */
export async function signPreview(
  db: Db,
  ref: RecordRef,
  now: Date,
): Promise<{ token: string; expires_at: string }> {
  const expires = new Date(now.getTime() + PREVIEW_TTL_HOURS * 3_600_000);
  const payload = Buffer.from(
    JSON.stringify({ k: ref.kind, i: ref.id, e: Math.floor(expires.getTime() / 1000) }),
  ).toString('base64url');
  const signed = signature(await previewSecret(db), payload).toString('base64url');
  return { token: `${payload}.${signed}`, expires_at: expires.toISOString() };
}

/**
 * The record a token names, if its signature is ours and it has not expired at `now`; null otherwise, for
 * whatever reason (the answer is the same 404 either way).
 */
export async function readPreview(db: Db, token: string, now: Date): Promise<RecordRef | null> {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(await previewSecret(db), payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { k, i, e } = (claims ?? {}) as { k?: unknown; i?: unknown; e?: unknown };
  if (typeof k !== 'string' || typeof i !== 'string' || typeof e !== 'number') return null;
  if (e * 1000 <= now.getTime()) return null;
  return { kind: k as PublicationKind, id: i };
}

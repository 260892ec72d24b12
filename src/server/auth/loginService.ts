/**
 * The login decision: field checks with the binding texts (docs/product.md#binding-texts), throttling, and
 * the password check — in an order where every path that reaches the KDF costs the same, whether or not the
 * email exists (docs/security.md#unknown-emails).
 */
import type { Kysely } from 'kysely';
import { serverMessages } from '../../shared/common/errors';
import { recordAudit } from '../audit/auditRepository';
import type { Config } from '../config';
import type { Database, UserRow } from '../db/database';
import { HttpError, validationError } from '../httpErrors';
import {
  findUserByEmail,
  normaliseEmail,
  recordLogin,
  replacePasswordHash,
} from './userRepository';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './password';
import type { Throttle } from './throttle';
import { issueToken } from './tokenService';

/** Deliberately simple: one @, something on each side, a dot in the domain, no spaces. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkLoginFields(email: string, password: string): void {
  const errors: Record<string, string[]> = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = [serverMessages.emailRequired];
  else if (!EMAIL_RE.test(trimmed)) errors.email = [serverMessages.invalidEmail];
  if (password === '') errors.password = [serverMessages.passwordRequired];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export interface LoginResult {
  token: string;
  user: UserRow;
}

export async function attemptLogin(
  db: Kysely<Database>,
  config: Pick<Config, 'tokenTtlHours' | 'tokenIdleMinutes'>,
  throttle: Throttle,
  input: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  checkLoginFields(input.email, input.password);
  const email = normaliseEmail(input.email);

  // Counted before the (slow) password check: attempts racing each other cannot all get a guess.
  const attempt = await throttle.reserve(email, input.ip);
  const user = await findUserByEmail(db, email);
  // An invited account (no password yet) or a deactivated one answers like an unknown email, in the same time.
  const usable = user && user.password_hash !== '' && user.deactivated_at === null;
  const caller = { caller: input.ip };
  let ok: boolean;
  try {
    ok = usable
      ? await verifyPassword(input.password, user.password_hash, caller)
      : await verifyDummyPassword(input.password, caller);
  } catch (error) {
    // Refused before any password was tested (the password pool was full): no guess to count.
    await attempt.cancelled();
    throw error;
  }
  if (!user || !ok) {
    // Nobody is signed in; the address tried is worth keeping (never the password).
    await recordAudit(db, {
      entity: 'session',
      action: 'login-failed',
      actor: null,
      changes: { email: [null, email] },
    });
    throw new HttpError(401, serverMessages.invalidCredentials);
  }

  await attempt.succeeded();
  // A hash of older parameters (scrypt) is replaced now that the password is known; a refusal of the pool
  // only leaves it for the next login.
  const rehashed = needsRehash(user.password_hash)
    ? await hashPassword(input.password, caller).catch(() => null)
    : null;
  await db.transaction().execute(async (trx) => {
    if (rehashed) await replacePasswordHash(trx, user.id, user.password_hash, rehashed);
    await recordLogin(trx, user.id);
    await recordAudit(trx, {
      entity: 'session',
      entityId: user.id,
      action: 'login',
      actor: { id: user.id, name: user.name },
    });
  });
  const token = await issueToken(db, user.id, config);
  return { token, user };
}

/**
 * Setting a new password, from the profile (with the current one) or from a reset link. Both share the rules
 * of docs/security.md#passwords: 12–128 characters (the schema refuses a longer one before any hashing), no
 * composition rules, the confirmation must match.
 */
import type { Kysely } from 'kysely';
import { accountMessages, type PasswordChangeInput } from '../../shared/account/schemas';
import { PASSWORD_MIN_LENGTH } from '../../shared/common/constants';
import { recordAudit } from '../audit/auditRepository';
import type { Database, UserRow } from '../db/database';
import type { StreamsEnder } from '../events/eventBus';
import { streamsEnd } from '../events/streamsEnd';
import { validationError } from '../httpErrors';
import { revokeOtherTokens } from '../auth/tokenRepository';
import { normaliseEmail, setPasswordHash } from '../auth/userRepository';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Throttle } from '../auth/throttle';

/** Field errors of a new password and its confirmation (counted in characters, as the user types them). */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if ([...password].length < PASSWORD_MIN_LENGTH)
    errors.password = [accountMessages.passwordTooShort];
  if (password !== confirmation)
    errors.password_confirmation = [accountMessages.passwordsMustMatch];
  return errors;
}

/**
 * Checks the signed-in admin's current password, as a login attempt of their email from this IP under the
 * login's limits (docs/security.md#login-throttling): whoever holds a stolen session cannot guess the
 * password here faster than at login. Returns the field error, if any, for the caller to report with others.
 */
export async function checkCurrentPassword(
  throttle: Throttle,
  user: UserRow,
  currentPassword: string,
  ip: string,
): Promise<string[] | null> {
  const attempt = await throttle.reserve(normaliseEmail(user.email), ip);
  const right = await verifyPassword(currentPassword, user.password_hash, { caller: ip }).catch(
    async (error: unknown) => {
      // The password pool refused (503): nothing was tested, so nothing counts.
      await attempt.cancelled();
      throw error;
    },
  );
  if (!right) return [accountMessages.currentPasswordWrong];
  await attempt.cancelled();
  return null;
}

/**
 * Changes the password and revokes every other session of the admin, whose live streams end at once; the
 * current one stays signed in.
 */
export async function changePassword(
  { db, events }: { db: Kysely<Database>; events: StreamsEnder },
  throttle: Throttle,
  session: { user: UserRow; tokenId: number },
  input: PasswordChangeInput,
  ip: string,
): Promise<void> {
  // The KDF runs even when the new password is already refused, so all errors come back in one answer.
  const wrongCurrent = await checkCurrentPassword(
    throttle,
    session.user,
    input.current_password,
    ip,
  );
  const errors = newPasswordErrors(input.password, input.password_confirmation);
  if (wrongCurrent) errors.current_password = wrongCurrent;
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, session.user.id, hash);
    await revokeOtherTokens(trx, session.user.id, session.tokenId);
    await recordAudit(trx, {
      entity: 'user',
      entityId: session.user.id,
      action: 'password-change',
    });
  });
  await events.endStreams(streamsEnd(session.user.id, { except: session.tokenId }));
}

/**
 * Setting a new password, from the profile (with the current one) or from a reset link. Both share the rules
 * of quality.md: 12–128 characters (the schema refuses a longer one before any hashing), no composition rules,
 * the confirmation must match.
 */
import type { Kysely } from 'kysely';
import { accountMessages, type PasswordChangeInput } from '../../shared/account';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import type { Database, UserRow } from '../db/database';
import { tooManyAttempts, validationError } from '../httpErrors';
import { revokeOtherTokens } from '../repositories/tokens';
import { normaliseEmail, setPasswordHash } from '../repositories/users';
import { hashPassword, verifyPassword } from './password';
import { loginRetryAfter, recordLoginAttempt } from './throttle';

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
 * Changes the password and revokes every other session of the admin; the current one stays signed in.
 * A wrong current password counts as a failed login of the admin's email from this IP, under the login's
 * limits (quality.md): whoever holds a stolen session cannot guess the password here faster than at login.
 */
export async function changePassword(
  db: Kysely<Database>,
  session: { user: UserRow; tokenId: number },
  input: PasswordChangeInput,
  ip: string,
): Promise<void> {
  const email = normaliseEmail(session.user.email);
  const retryAfter = await loginRetryAfter(db, email, ip);
  if (retryAfter > 0) throw tooManyAttempts(retryAfter);
  const errors = newPasswordErrors(input.password, input.password_confirmation);
  // The KDF runs even when the new password is already refused, so all errors come back in one answer.
  if (!(await verifyPassword(input.current_password, session.user.password_hash))) {
    errors.current_password = [accountMessages.currentPasswordWrong];
    await recordLoginAttempt(db, email, ip, 'failure');
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, session.user.id, hash);
    await revokeOtherTokens(trx, session.user.id, session.tokenId);
  });
}

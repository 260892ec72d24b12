/**
 * Forgotten passwords. A request always gets the same answer, whether or not the account exists; for a real
 * account it stores the SHA-256 of a fresh 256-bit token (single use, 60 minutes) and mails the link. The
 * reset sets the password, spends the link (and the admin's other links) and revokes every session.
 * Both are throttled with the login machinery, under their own keys so they do not eat the login budget.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountMessages, RESET_TOKEN_TTL_MINUTES } from '../../shared/account';
import type { ResetPasswordInput } from '../../shared/account';
import type { Config } from '../config';
import { nowIso, type Database } from '../db/database';
import { HttpError, tooManyAttempts, validationError } from '../httpErrors';
import type { Mailer } from '../mail/mailer';
import { resetMail } from '../mail/resetMail';
import { getCompany } from '../repositories/company';
import {
  consumePasswordReset,
  expireUserResets,
  insertPasswordReset,
} from '../repositories/passwordResets';
import { revokeOtherTokens } from '../repositories/tokens';
import { findUserByEmail, normaliseEmail, setPasswordHash } from '../repositories/users';
import { checkLoginFields } from './login';
import { hashPassword } from './password';
import { newPasswordErrors } from './passwordChange';
import { loginRetryAfter, recordLoginAttempt } from './throttle';
import { hashToken, TOKEN_PATTERN } from './tokens';

type Db = Kysely<Database>;

/** Throttle keys: prefixed so forgot/reset counters never mix with login's (or each other's). */
const key = (kind: 'forgot' | 'reset', value: string) => `${kind}:${value}`.slice(0, 254);

async function throttle(db: Db, email: string, ip: string): Promise<void> {
  const retryAfter = await loginRetryAfter(db, email, ip);
  if (retryAfter > 0) {
    await recordLoginAttempt(db, email, ip, 'throttled');
    throw tooManyAttempts(retryAfter);
  }
}

export async function requestPasswordReset(
  db: Db,
  config: Pick<Config, 'appUrl'>,
  mailer: Mailer,
  input: { email: string; ip: string },
): Promise<void> {
  checkLoginFields(input.email, '-'); // the login form's email checks and texts; no password here
  const email = normaliseEmail(input.email);
  const [throttleEmail, throttleIp] = [key('forgot', email), key('forgot', input.ip)];
  await throttle(db, throttleEmail, throttleIp);
  // Every request counts as a failure: 5 mails per address and browser, 10 per address from anywhere.
  await recordLoginAttempt(db, throttleEmail, throttleIp, 'failure');

  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await insertPasswordReset(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: nowIso(now),
    expiresAt: nowIso(new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000)),
  });
  const company = await getCompany(db);
  mailer.send(
    resetMail({
      to: user.email,
      name: user.name,
      company: company?.name ?? null,
      link: `${config.appUrl}/reset-password?token=${token}`,
    }),
  );
}

const invalidLink = () =>
  new HttpError(422, accountMessages.invalidLink, { token: [accountMessages.invalidLink] });

export async function resetPassword(
  db: Db,
  input: ResetPasswordInput & { ip: string },
): Promise<void> {
  const throttleKey = key('reset', input.ip);
  await throttle(db, throttleKey, throttleKey);
  const tokenHash = TOKEN_PATTERN.test(input.token) ? hashToken(input.token) : null;
  const live = tokenHash
    ? await db
        .selectFrom('password_resets')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst()
    : undefined;
  if (!tokenHash || !live) {
    await recordLoginAttempt(db, throttleKey, throttleKey, 'failure');
    throw invalidLink();
  }
  // A refused password does not spend the link: the user fixes it and tries again.
  const errors = newPasswordErrors(input.password, input.password_confirmation);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    // Spending the link is the statement that decides: of two requests racing with it, one wins.
    const userId = await consumePasswordReset(trx, tokenHash);
    if (userId === undefined) throw invalidLink();
    await setPasswordHash(trx, userId, hash);
    await expireUserResets(trx, userId);
    await revokeOtherTokens(trx, userId, null);
  });
  await recordLoginAttempt(db, throttleKey, throttleKey, 'success');
}

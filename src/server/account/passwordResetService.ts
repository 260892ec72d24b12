/**
 * Forgotten passwords. A request always gets the same answer, in the same time, whether or not the account
 * exists: the answer leaves first, and only then, for a real account, is the SHA-256 of a fresh 256-bit token
 * (single use, 60 minutes) stored and the link mailed. The link carries the token in its fragment
 * (`/reset-password#token=…`), which browsers never send, so it never reaches a server log. The reset sets
 * the password, spends the link (and the admin's other links) and revokes every session, whose live streams
 * end at once (docs/security.md#tokens). Both are throttled like logins, under their own counters so they
 * do not eat the login budget.
 */
import type { Kysely } from 'kysely';
import { accountMessages, RESET_TOKEN_TTL_MINUTES } from '../../shared/account/schemas';
import type { ResetPasswordInput } from '../../shared/account/schemas';
import { recordAudit } from '../audit/auditRepository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { StreamsEnder } from '../events/eventBus';
import { streamsEnd } from '../events/streamsEnd';
import { HttpError, validationError } from '../httpErrors';
import type { Mailer } from '../mail/mailer';
import { resetMail } from './resetMail';
import { getCompany } from '../company/companyRepository';
import { revokeOtherTokens } from '../auth/tokenRepository';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  setPasswordHash,
} from '../auth/userRepository';
import { checkLoginFields } from '../auth/loginService';
import { hashPassword } from '../auth/password';
import { newPasswordErrors } from './passwordChangeService';
import type { Throttle } from '../auth/throttle';
import { hashToken, TOKEN_PATTERN } from '../auth/tokenService';
import { oneTimeLinks } from '../auth/oneTimeLinkRepository';

type Db = Kysely<Database>;

const resets = oneTimeLinks('password_resets', { revocable: false, pruneExpired: true });

/** The link in the mail: the token in the fragment, read by the page and posted, never sent in a request. */
function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password#token=${token}`;
}

/**
 * Checks and counts a forgot-password request; returns the normalised email whose mail is to be sent after
 * the answer. Every request counts as a failure: 5 mails per address and browser, 10 per address from
 * anywhere, 30 requests per browser.
 */
export async function acceptPasswordResetRequest(
  throttle: Throttle,
  input: { email: string; ip: string },
): Promise<string> {
  checkLoginFields(input.email, '-'); // the login form's email checks and texts; no password here
  const email = normaliseEmail(input.email);
  await throttle.reserve(email, input.ip);
  return email;
}

/** For a real account, stores a fresh link and mails it; for an unknown email, nothing. */
export async function sendPasswordReset(
  db: Db,
  config: Pick<Config, 'appUrl'>,
  mailer: Mailer,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  // An invited account sets its password through its invitation; a deactivated one cannot log in anyway.
  if (!user || user.password_hash === '' || user.deactivated_at !== null) return;
  const token = await resets.issue(db, user.id, RESET_TOKEN_TTL_MINUTES * 60_000);
  const company = await getCompany(db);
  mailer.send(
    resetMail({
      to: user.email,
      name: user.name,
      company: company?.name ?? null,
      link: resetLink(config.appUrl, token),
    }),
  );
}

const invalidLink = () =>
  new HttpError(422, accountMessages.invalidLink, { token: [accountMessages.invalidLink] });

export async function resetPassword(
  { db, events }: { db: Db; events: StreamsEnder },
  throttle: Throttle,
  input: ResetPasswordInput & { ip: string },
): Promise<void> {
  // Per browser only: 5 wrong links in 15 minutes, whatever account they were meant for.
  const attempt = await throttle.reserve(input.ip, input.ip);
  const tokenHash = TOKEN_PATTERN.test(input.token) ? hashToken(input.token) : null;
  if (!tokenHash || !(await resets.isLive(db, tokenHash))) throw invalidLink();
  await attempt.succeeded();
  // A refused password does not spend the link: the user fixes it and tries again.
  const errors = newPasswordErrors(input.password, input.password_confirmation);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const hash = await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    // Spending the link is the statement that decides: of two requests racing with it, one wins.
    const userId = await resets.consume(trx, tokenHash);
    if (userId === undefined) throw invalidLink();
    await setPasswordHash(trx, userId, hash);
    await resets.retire(trx, userId);
    await revokeOtherTokens(trx, userId, null);
    // Nobody is signed in: the link's owner is the actor.
    const user = await findUserById(trx, userId);
    await recordAudit(trx, {
      entity: 'user',
      entityId: userId,
      action: 'password-reset',
      actor: user ? { id: user.id, name: user.name } : null,
    });
    return userId;
  });
  await events.endStreams(streamsEnd(userId));
}

/**
 * Guessing limits for anything that checks a secret (login, the current password, reset links, reset mails),
 * over a 15-minute window (docs/security.md#login-throttling):
 *  - 30 attempts of any outcome per IP, across all emails (LOGIN_IP_LIMIT);
 *  - 5 failures per normalised email + IP;
 *  - 10 failures per email from any IP lock that email for 15 minutes (even the right password is refused).
 * An attempt is reserved — counted as a failure — before the secret is checked, in one atomic step per
 * counter, so N attempts at once get at most the limit of checks; a success gives its reservation back.
 * Counting by email rather than by user id treats unknown emails like real ones, so a lock (or its absence)
 * does not reveal whether an account exists. The counters' keys carry a SHA-256 of the email, never the email
 * itself: Redis and the rate_limits table hold no address in clear.
 */
import { createHash } from 'node:crypto';
import type { Limit, Limits } from '../plugins/limits';

const WINDOW_SECONDS = 15 * 60;
const LOCK_SECONDS = 15 * 60;
const MAX_FAILURES_PER_EMAIL_IP = 5;
const MAX_FAILURES_PER_ACCOUNT = 10;

/** A reserved attempt: it stays counted as a failure unless it is declared a success. */
export interface Attempt {
  /** The secret was right: give the reservation back and forget this browser's earlier failures. */
  succeeded(): Promise<void>;
  /** The attempt did not test a secret after all (e.g. the request was refused for other reasons). */
  cancelled(): Promise<void>;
}

export interface Throttle {
  /** Reserves one attempt for `email` from `ip`, or throws 429 with Retry-After. */
  reserve(email: string, ip: string): Promise<Attempt>;
}

/** The key part that stands for an email in the counters. */
export function accountKey(email: string): string {
  return createHash('sha256').update(`throttle-account:${email}`).digest('base64url');
}

function createThrottle(limits: Limits, name: string, perIpPoints: number): Throttle {
  const perIp: Limit = limits.define({
    name: `${name}-ip`,
    points: perIpPoints,
    durationSeconds: WINDOW_SECONDS,
  });
  const perEmailIp = limits.define({
    name: `${name}-email-ip`,
    points: MAX_FAILURES_PER_EMAIL_IP,
    durationSeconds: WINDOW_SECONDS,
  });
  const perAccount = limits.define({
    name: `${name}-account`,
    points: MAX_FAILURES_PER_ACCOUNT,
    durationSeconds: WINDOW_SECONDS,
    blockSeconds: LOCK_SECONDS,
  });

  return {
    async reserve(emailGiven, ip) {
      const email = accountKey(emailGiven);
      const emailIp = `${email}|${ip}`;
      await perIp.take(ip);
      await perEmailIp.take(emailIp);
      try {
        await perAccount.take(email);
      } catch (error) {
        // A locked account checks no password: that is no failure of this browser's.
        await perEmailIp.giveBack(emailIp);
        throw error;
      }
      return {
        async succeeded() {
          // The per-IP count is left alone: it guards against attacks across many emails.
          await perEmailIp.reset(emailIp);
          await perAccount.giveBack(email);
        },
        async cancelled() {
          await perEmailIp.giveBack(emailIp);
          await perAccount.giveBack(email);
        },
      };
    },
  };
}

/** The throttles of the app, one per kind of secret, so one never spends another's budget. */
export interface Throttles {
  login: Throttle;
  forgot: Throttle;
  reset: Throttle;
  /** Invitation links (docs/security.md#invitations). */
  invitation: Throttle;
}

/** `perIp`: the attempts one IP may make at each, in the window (30 unless LOGIN_IP_LIMIT says). */
export function createThrottles(limits: Limits, perIp = 30): Throttles {
  return {
    login: createThrottle(limits, 'login', perIp),
    forgot: createThrottle(limits, 'forgot', perIp),
    reset: createThrottle(limits, 'reset', perIp),
    invitation: createThrottle(limits, 'invitation', perIp),
  };
}

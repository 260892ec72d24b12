/**
 * Login throttling (quality.md), kept in the database so counters survive restarts and are shared by every
 * server process. Three limits over a 15-minute window:
 *  - 5 failures per normalised email + IP;
 *  - 10 failures per email from any IP lock that email for 15 minutes (even the right password is refused);
 *  - 30 attempts of any outcome per IP, across all emails.
 * Counting by email rather than by user id treats unknown emails like real ones, so a lock (or its absence)
 * does not reveal whether an account exists.
 */
import type { Kysely } from 'kysely';
import { nowIso, type Database, type LoginOutcome } from '../db/database';

export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL_IP = 5;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_ATTEMPTS_PER_IP = 30;

type Db = Kysely<Database>;

/** Seconds until the oldest of the `limit` most recent matching rows leaves the window, or 0 if under it. */
function waitForWindow(rows: { created_at: string }[], limit: number, now: number): number {
  if (rows.length < limit) return 0;
  const oldest = Date.parse(rows[limit - 1]!.created_at);
  return Math.max(1, (oldest + WINDOW_MS - now) / 1000);
}

/** How long this email + IP must wait before trying again; 0 when a password may be checked now. */
export async function loginRetryAfter(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const nowMs = now.getTime();
  const since = nowIso(new Date(nowMs - WINDOW_MS));

  const perIp = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(MAX_ATTEMPTS_PER_IP)
    .execute();
  const ipWait = waitForWindow(perIp, MAX_ATTEMPTS_PER_IP, nowMs);
  if (ipWait > 0) return ipWait;

  const lock = await db
    .selectFrom('login_locks')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  if (lock && Date.parse(lock.locked_until) > nowMs)
    return (Date.parse(lock.locked_until) - nowMs) / 1000;

  const perEmailIp = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('outcome', '=', 'failure')
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(MAX_FAILURES_PER_EMAIL_IP)
    .execute();
  return waitForWindow(perEmailIp, MAX_FAILURES_PER_EMAIL_IP, nowMs);
}

export async function recordLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  outcome: LoginOutcome,
  now = new Date(),
): Promise<void> {
  const nowMs = now.getTime();
  const since = nowIso(new Date(nowMs - WINDOW_MS));
  await db
    .insertInto('login_attempts')
    .values({ email, ip, outcome, created_at: nowIso(now) })
    .execute();

  if (outcome === 'success') {
    // A successful login clears this browser's failures, as a user who mistyped a few times expects.
    // The per-account and per-IP counts are left alone: they guard against attacks from elsewhere.
    await db
      .deleteFrom('login_attempts')
      .where('email', '=', email)
      .where('ip', '=', ip)
      .where('outcome', '=', 'failure')
      .execute();
  }
  if (outcome === 'failure') {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('email', '=', email)
      .where('outcome', '=', 'failure')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.count) >= MAX_FAILURES_PER_ACCOUNT) {
      const lockedUntil = nowIso(new Date(nowMs + LOCK_MS));
      await db
        .insertInto('login_locks')
        .values({ email, locked_until: lockedUntil })
        .onConflict((oc) => oc.column('email').doUpdateSet({ locked_until: lockedUntil }))
        .execute();
    }
  }
  // Rows older than the window can never count again; pruning here keeps the table small without a job.
  await db.deleteFrom('login_attempts').where('created_at', '<=', since).execute();
  await db.deleteFrom('login_locks').where('locked_until', '<=', nowIso(now)).execute();
}

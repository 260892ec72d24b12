/**
 * Every limit holds when the attempts arrive at once, not only one after another: N simultaneous requests
 * get at most the limit of secret checks (or submissions), and the rest 429 with Retry-After.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { PUBLIC_PREFIX } from '../../../src/shared/common/apiPaths';
import { intakeBody } from '../support/leadFixtures';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginAs,
  loginRequest,
  TEST_PASSWORD,
  realPasswordKdfForThisFile,
  type TestContext,
} from '../support/testApp';

// A success clears the failures it follows; with a slow KDF, as in production, every attempt of a burst is
// counted before the first answer, which is the race these tests are about.
realPasswordKdfForThisFile();

const WRONG = 'definitely not the password';

/** Counts answers by status; every 429 must say when to come back. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    if (response.statusCode === 429)
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }
  return counts;
}

const passed = (counts: Record<number, number>) =>
  Object.entries(counts)
    .filter(([status]) => status !== '429')
    .reduce((sum, [, n]) => sum + n, 0);

function concurrentLimits(ctx: TestContext) {
  // Addresses of this run only: with the counters in Redis, runs on either database share one store.
  const net = 1 + (randomBytes(1)[0]! % 200);
  const addr = (host: number, sub = 0) => `10.${net}.${sub}.${host}`;
  const someone = `someone-${net}@example.com`;

  it('checks at most 5 passwords of 100 simultaneous logins for one email and IP', async () => {
    const { email } = await createTestUser(ctx);
    const attempts = Array.from({ length: 100 }, (_, i) =>
      loginRequest(ctx, { email, password: i === 99 ? TEST_PASSWORD : WRONG }, addr(1)),
    );
    const counts = tally(await Promise.all(attempts));
    expect(passed(counts)).toBe(5);
    expect(counts[429]).toBe(95);
  });

  it('checks at most 10 passwords of one account from many IPs at once, then locks it', async () => {
    const { email } = await createTestUser(ctx);
    const attempts = Array.from({ length: 40 }, (_, i) =>
      loginRequest(ctx, { email, password: WRONG }, addr(2, i)),
    );
    const counts = tally(await Promise.all(attempts));
    expect(counts[401]).toBe(10);
    expect(counts[429]).toBe(30);
    const locked = await loginRequest(ctx, { email, password: TEST_PASSWORD }, addr(2, 200));
    expect(locked.statusCode).toBe(429);
  });

  it('lets one IP make at most 30 attempts at once across any emails', async () => {
    const attempts = Array.from({ length: 45 }, (_, i) =>
      loginRequest(ctx, { email: `spray-${net}-${i}@example.com`, password: WRONG }, addr(3)),
    );
    const counts = tally(await Promise.all(attempts));
    expect(counts[401]).toBe(30);
    expect(counts[429]).toBe(15);
  });

  it('checks at most 5 current passwords of simultaneous password changes', async () => {
    const { email } = await createTestUser(ctx);
    const token = await loginAs(ctx, email, TEST_PASSWORD, addr(4));
    const attempts = Array.from({ length: 20 }, () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/profile/password',
        headers: bearer(token),
        remoteAddress: addr(4),
        payload: {
          current_password: WRONG,
          password: 'a new long password',
          password_confirmation: 'a new long password',
        },
      }),
    );
    const counts = tally(await Promise.all(attempts));
    expect(counts[422]).toBe(5);
    expect(counts[429]).toBe(15);
  });

  it('mails at most 5 reset links to one address from one browser, and tries at most 5 bad links', async () => {
    const forgot = Array.from({ length: 20 }, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/password/forgot',
        payload: { email: someone },
        remoteAddress: addr(5),
      }),
    );
    const forgotCounts = tally(await Promise.all(forgot));
    expect(forgotCounts[200]).toBe(5);
    const reset = Array.from({ length: 20 }, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/password/reset',
        payload: {
          token: 'C'.repeat(43),
          password: 'x'.repeat(12),
          password_confirmation: 'x'.repeat(12),
        },
        remoteAddress: addr(6),
      }),
    );
    const resetCounts = tally(await Promise.all(reset));
    expect(resetCounts[422]).toBe(5);
    expect(resetCounts[429]).toBe(15);
  });

  it('accepts at most 10 simultaneous submissions per IP and kind', async () => {
    const submissions = Array.from({ length: 30 }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: `${PUBLIC_PREFIX}/forms/contact`,
        payload: intakeBody('contact', { email: `c${i}@example.com` }),
        remoteAddress: addr(7),
      }),
    );
    const counts = tally(await Promise.all(submissions));
    expect(counts[201]).toBe(10);
    expect(counts[429]).toBe(20);
    const stored = await ctx.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', 'like', 'c%@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
  });
}

describeEachDb('limits under concurrency', concurrentLimits);

// With REDIS_URL the same counters live in Redis, shared by every instance.
if (process.env.REDIS_URL_TEST)
  describeEachDb('limits under concurrency, counted in Redis', concurrentLimits, {
    REDIS_URL: process.env.REDIS_URL_TEST,
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
  });

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { accountKey } from '../../../src/server/auth/throttle';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  createTestUser,
  describeEachDb,
  loginRequest,
  TEST_PASSWORD,
  realPasswordKdfForThisFile,
  type TestContext,
} from '../support/testApp';

// Signing in itself is under test here: its users get hashes with today's KDF parameters.
realPasswordKdfForThisFile();

const WRONG = 'definitely wrong password';

async function fail(
  ctx: TestContext,
  email: string,
  ip: string,
  times: number,
  headers: Record<string, string>[] = [],
) {
  for (let i = 0; i < times; i += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: WRONG },
      remoteAddress: ip,
      headers: headers[i] ?? {},
    });
    expect(response.statusCode).toBe(401);
  }
}

function expectThrottled(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  maxSeconds = 900,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: serverMessages.tooManyAttempts });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

/** Every counter key in the database's store (the rate_limits table, or SQLite's limits.db). */
async function counterKeys(ctx: TestContext): Promise<string[]> {
  if (ctx.dialect === 'postgres') {
    const { rows } = await sql<{ key: string }>`select key from rate_limits`.execute(ctx.db);
    return rows.map((row) => row.key);
  }
  const file = new SQLite(path.join(ctx.config.dataDir, 'limits.db'), { readonly: true });
  try {
    return (file.prepare('select key from rate_limits').all() as { key: string }[]).map(
      (row) => row.key,
    );
  } finally {
    file.close();
  }
}

describeEachDb('login throttling', (ctx) => {
  it('keeps no email in clear in its counters', async () => {
    const email = `clear-${randomBytes(4).toString('hex')}@example.com`;
    await fail(ctx, email, '10.0.9.1', 2);
    const keys = await counterKeys(ctx);
    expect(keys.some((key) => key.includes(accountKey(email)))).toBe(true);
    expect(keys.filter((key) => key.includes(email.split('@')[0]!))).toEqual([]);
  });

  it('answers 429 with Retry-After on the 6th failure for one email and IP; other IPs still log in', async () => {
    const { email } = await createTestUser(ctx);
    await fail(ctx, email, '10.0.0.1', 5);
    expectThrottled(await loginRequest(ctx, { email, password: WRONG }, '10.0.0.1'));
    expectThrottled(await loginRequest(ctx, { email, password: TEST_PASSWORD }, '10.0.0.1'));
    expect(
      (await loginRequest(ctx, { email, password: TEST_PASSWORD }, '10.0.0.2')).statusCode,
    ).toBe(200);
  });

  it('is not reset by changing the email case or spacing, or by a spoofed X-Forwarded-For', async () => {
    const { email } = await createTestUser(ctx);
    const variants = [
      email,
      email.toUpperCase(),
      ` ${email}`,
      `${email} `,
      email.replace(/^./, (c) => c.toUpperCase()),
    ];
    for (const [i, variant] of variants.entries()) {
      await fail(ctx, variant, '10.0.1.1', 1, [{ 'x-forwarded-for': `192.0.2.${i + 1}` }]);
    }
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: email.toUpperCase(), password: WRONG },
      remoteAddress: '10.0.1.1',
      headers: { 'x-forwarded-for': '192.0.2.200' },
    });
    expectThrottled(response);
  });

  it('a successful login clears the failures of that email and IP', async () => {
    const { email } = await createTestUser(ctx);
    await fail(ctx, email, '10.0.2.1', 4);
    expect(
      (await loginRequest(ctx, { email, password: TEST_PASSWORD }, '10.0.2.1')).statusCode,
    ).toBe(200);
    await fail(ctx, email, '10.0.2.1', 4);
  });

  it('locks the account after 10 failures from any IPs: even the right password gets 429', async () => {
    const { email } = await createTestUser(ctx);
    await fail(ctx, email, '10.0.3.1', 5);
    await fail(ctx, email, '10.0.3.2', 5);
    const locked = await loginRequest(ctx, { email, password: TEST_PASSWORD }, '10.0.3.3');
    expectThrottled(locked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);

    // Once the lock has passed (simulated by forgetting the account's count), the right password works.
    await ctx.app.limits
      .define({ name: 'login-account', points: 10, durationSeconds: 900 })
      .reset(accountKey(email));
    expect(
      (await loginRequest(ctx, { email, password: TEST_PASSWORD }, '10.0.3.3')).statusCode,
    ).toBe(200);
  });

  it('locks an unknown email the same way, so a lock reveals nothing about which accounts exist', async () => {
    const email = 'ghost@realty.example';
    await fail(ctx, email, '10.0.4.1', 5);
    await fail(ctx, email, '10.0.4.2', 5);
    expectThrottled(await loginRequest(ctx, { email, password: WRONG }, '10.0.4.3'));
  });

  it('answers 429 after 30 attempts from one IP across any emails', async () => {
    const ip = '10.0.5.1';
    // 30 real attempts would cost 30 KDF runs (the concurrency suite makes them); here the counter is filled.
    await ctx.app.limits
      .define({ name: 'login-ip', points: 30, durationSeconds: 900 })
      .take(ip, 30);
    const { email } = await createTestUser(ctx);
    expectThrottled(await loginRequest(ctx, { email, password: TEST_PASSWORD }, ip));
    expect(
      (await loginRequest(ctx, { email, password: TEST_PASSWORD }, '10.0.5.2')).statusCode,
    ).toBe(200);
  });
});

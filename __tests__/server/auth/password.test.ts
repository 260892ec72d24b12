/**
 * Password hashing (docs/security.md#passwords): argon2id at OWASP's parameters in a pool of its own threads;
 * scrypt hashes of earlier releases still verify and are replaced at the next good login; callers take turns
 * in the pool, and its queues are bounded (503 with Retry-After).
 */
import { scryptSync } from 'node:crypto';
import { HttpError } from '../../../src/server/httpErrors';
import {
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from '../../../src/server/auth/password';
import { createTestUser, describeEachDb, loginRequest } from '../support/testApp';

function scryptHash(password: string, N: number): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it('writes argon2id at m = 19 MiB, t = 2, p = 1, with a salt of its own each time', async () => {
    const [one, two] = await Promise.all([
      hashPassword('a long passphrase'),
      hashPassword('a long passphrase'),
    ]);
    for (const hash of [one, two])
      expect(hash).toMatch(
        /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
      );
    expect(one).not.toBe(two);
    expect(await verifyPassword('a long passphrase', one!)).toBe(true);
    expect(await verifyPassword('a long passphrase!', one!)).toBe(false);
    expect(needsRehash(one!)).toBe(false);
  });

  it('reads a password the same whichever way its accents were typed (NFC)', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', hash)).toBe(true);
  });

  it('verifies the scrypt hashes of earlier releases and marks them for replacement', async () => {
    const old = scryptHash('an older password', 1024);
    expect(await verifyPassword('an older password', old)).toBe(true);
    expect(await verifyPassword('another password', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses, without deriving, a hash that asks for more work than it was written with', async () => {
    const greedy = [
      '$argon2id$v=19$m=4194304,t=2,p=1$Di9ET5gGRdVRkolDPan0iQ$cD+txLLR53jJasjFOCTu3gddX2gP8zVsmBjrETBJpC8',
      '$argon2id$v=19$m=19456,t=1000,p=1$Di9ET5gGRdVRkolDPan0iQ$cD+txLLR53jJasjFOCTu3gddX2gP8zVsmBjrETBJpC8',
      'scrypt$1048576$8$1$MDEyMzQ1Njc4OWFiY2RlZg==$AAAA',
      'plain text',
    ];
    for (const hash of greedy) expect(await verifyPassword('anything', hash)).toBe(false);
    expect(await verifyDummyPassword('anything')).toBe(false);
  });

  it('serves callers in turn: a flood from one address delays another by a few derivations only', async () => {
    const hash = await hashPassword('the right one');
    const order: string[] = [];
    const flood = Array.from({ length: 24 }, (_, i) =>
      verifyPassword('wrong', hash, { caller: '10.9.9.1' }).then(() => order.push(`flood-${i}`)),
    );
    const colleague = verifyPassword('the right one', hash, { caller: '10.9.9.2' }).then((ok) => {
      order.push('colleague');
      return ok;
    });
    expect(await colleague).toBe(true);
    await Promise.all(flood);
    // At most one flooding task per thread (two at most) was already running when the colleague came.
    expect(order.indexOf('colleague')).toBeLessThanOrEqual(3);
  });

  it('refuses at once with 503 and Retry-After when a caller has too much waiting', async () => {
    const hash = await hashPassword('x');
    const results = await Promise.allSettled(
      Array.from({ length: 45 }, () => verifyPassword('wrong', hash, { caller: '10.9.9.3' })),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    // 32 may wait, one or two run: the rest are refused, none of them after deriving anything.
    expect(refused.length).toBeGreaterThanOrEqual(11);
    expect(refused.length).toBeLessThanOrEqual(13);
    for (const result of refused) {
      const error = (result as PromiseRejectedResult).reason as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.statusCode).toBe(503);
      expect(error.headers['retry-after']).toBe('1');
    }
    expect(results.filter((result) => result.status === 'fulfilled').length).toBe(
      45 - refused.length,
    );
  });
});

describeEachDb('a login on a hash of an earlier release', (ctx) => {
  it('signs in and replaces the hash with argon2id, which then signs in too', async () => {
    const user = await createTestUser(ctx, { password: 'an older password' });
    await ctx.db
      .updateTable('users')
      .set({ password_hash: scryptHash('an older password', 1024) })
      .where('id', '=', user.id)
      .execute();
    const first = await loginRequest(ctx, { email: user.email, password: 'an older password' });
    expect(first.statusCode).toBe(200);
    const { password_hash } = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await loginRequest(ctx, { email: user.email, password: 'an older password' });
    expect(again.statusCode).toBe(200);
  });
});

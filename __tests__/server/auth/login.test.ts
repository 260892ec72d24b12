import { createHash } from 'node:crypto';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginRequest,
  TEST_PASSWORD,
  realPasswordKdfForThisFile,
} from '../support/testApp';

// Signing in itself is under test here: its users get hashes with today's KDF parameters.
realPasswordKdfForThisFile();

describeEachDb('POST /api/admin/login', (ctx) => {
  const email = 'owner@realty.example';

  beforeAll(async () => {
    await createTestUser(ctx, { email, name: 'Layla Haddad' });
  });

  // The binding contract: docs/product.md#login-and-logout.
  it('answers the token, the user and the login message; the token opens /me', async () => {
    const response = await loginRequest(ctx, { email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(serverMessages.loggedIn);
    expect(typeof body.data.token).toBe('string');
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      name: 'Layla Haddad',
      email,
      picture: null,
      photoUrl: null,
      company: null,
      role_type: 'super-admin',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(body.data.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);
  });

  it('accepts the email in any case and with surrounding spaces, and records last_login_at', async () => {
    const response = await loginRequest(ctx, {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('users')
      .select('last_login_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('refuses a wrong password with 401 and the credentials message', async () => {
    const response = await loginRequest(
      ctx,
      { email, password: 'wrong password!' },
      '198.51.100.1',
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: serverMessages.invalidCredentials });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await loginRequest(
      ctx,
      { email: 'nobody@realty.example', password: TEST_PASSWORD },
      '198.51.100.2',
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: serverMessages.invalidCredentials });
  });

  it.each([
    [{ password: TEST_PASSWORD }, { email: ['Email is Required'] }],
    [{ email: '   ', password: TEST_PASSWORD }, { email: ['Email is Required'] }],
    [{ email }, { password: ['Password is Required'] }],
    [{ email, password: '' }, { password: ['Password is Required'] }],
    [{}, { email: ['Email is Required'], password: ['Password is Required'] }],
    [{ email: 'not-an-email', password: TEST_PASSWORD }, { email: ['Invalid Email'] }],
  ])(
    'answers 422 with the binding texts (docs/product.md#binding-texts) for %j',
    async (body, errors) => {
      const response = await loginRequest(ctx, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: serverMessages.validationFailed, errors });
    },
  );

  it('answers 422 for a request with no body at all', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/login' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Email is Required'],
      password: ['Password is Required'],
    });
  });

  it('rejects unknown body fields with the error shape', async () => {
    const response = await loginRequest(ctx, { email, password: TEST_PASSWORD, remember: true });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: serverMessages.validationFailed,
      errors: { remember: [expect.any(String)] },
    });
  });

  it('refuses a 1 MB password quickly with 422, before any hashing', async () => {
    const started = Date.now();
    const response = await loginRequest(ctx, { email, password: 'x'.repeat(1_000_000) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses __proto__ keys, malformed JSON and non-JSON bodies with the error shape', async () => {
    const proto = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({ message: expect.any(String) });

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: serverMessages.malformedBody });

    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: serverMessages.unsupportedMediaType });
  });

  it('answers 413 with the error shape for a body over the limit', async () => {
    const response = await loginRequest(ctx, { email, password: 'x'.repeat(3 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: serverMessages.payloadTooLarge });
  });

  it('stores neither the password nor the token in plain text', async () => {
    const response = await loginRequest(ctx, { email, password: TEST_PASSWORD });
    const token: string = response.json().data.token;
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).not.toContain(TEST_PASSWORD);
    expect(user.password_hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );

    const rows = await ctx.db
      .selectFrom('access_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    const expected = createHash('sha256').update(token).digest('hex');
    expect(rows.map((row) => row.token_hash)).toContain(expected);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });
});

import { readOutbox } from '../../../src/server/mail/outboxReader';
import { accountMessages } from '../../../src/shared/account/schemas';
import { serverMessages } from '../../../src/shared/common/errors';
import { insertMediaRow } from '../support/contentFixtures';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginAs,
  loginRequest,
  settle,
  TEST_PASSWORD,
} from '../support/testApp';

const NEW_PASSWORD = 'a brand new passphrase';

describeEachDb('admin profile and password change', (ctx) => {
  const put = (url: string, token: string | null, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });

  it('answers 401 without a token', async () => {
    expect((await put('/profile', null, { name: 'x', email: 'x@example.com' })).statusCode).toBe(
      401,
    );
    const password = await put('/profile/password', null, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(password.statusCode).toBe(401);
  });

  it('updates name, email and avatar and answers the login-shaped user', async () => {
    const user = await createTestUser(ctx, { name: 'Omar' });
    const token = await loginAs(ctx, user.email);
    const avatar = await insertMediaRow(ctx);
    const response = await put('/profile', token, {
      name: '  Omar Al Falasi ',
      email: 'Omar.Falasi@Example.com',
      avatar_id: avatar,
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe(accountMessages.profileUpdated);
    expect(data).toMatchObject({
      id: user.id,
      name: 'Omar Al Falasi',
      email: 'omar.falasi@example.com',
    });
    expect(data.photoUrl).toMatch(/^\/media\/.+\.webp$/);
    expect(data.picture).toBe(data.photoUrl);
    expect(Object.keys(data).sort()).toEqual(
      ['company', 'email', 'id', 'name', 'photoUrl', 'picture', 'role_type'].sort(),
    );
    expect((await me(token)).json().data.photoUrl).toBe(data.photoUrl);
    const media = await ctx.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', avatar)
      .executeTakeFirstOrThrow();
    expect(media).toMatchObject({
      model_type: 'user',
      model_id: user.id,
      collection_name: 'avatar',
    });

    // Without avatar_id the avatar stays; null removes it.
    const kept = await put('/profile', token, { name: 'Omar', email: 'omar.falasi@example.com' });
    expect(kept.json().data.photoUrl).toBe(data.photoUrl);

    // Removing the avatar detaches it (the orphan cleanup removes it later).
    const cleared = await put('/profile', token, {
      name: 'Omar',
      email: 'omar.falasi@example.com',
      avatar_id: null,
    });
    expect(cleared.json().data.photoUrl).toBeNull();
  });

  it('refuses an email another admin uses with 409 on the field', async () => {
    const other = await createTestUser(ctx);
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email);
    const response = await put('/profile', token, {
      name: 'Someone',
      email: other.email.toUpperCase(),
      avatar_id: null,
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ email: [accountMessages.emailTaken] });
    // Keeping one's own address is fine.
    expect(
      (await put('/profile', token, { name: 'Someone', email: user.email, avatar_id: null }))
        .statusCode,
    ).toBe(200);
  });

  it('changes the email only with the current password, and tells the old address', async () => {
    const user = await createTestUser(ctx, { name: 'Layla' });
    const token = await loginAs(ctx, user.email);
    const mails = async () => (await readOutbox(ctx.db, ctx.config, { limit: 1000 })).reverse();
    const body = { name: 'Layla', email: 'layla.new@example.com' };

    const missing = await put('/profile', token, body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      current_password: [accountMessages.currentPasswordForEmail],
    });
    const wrong = await put('/profile', token, { ...body, current_password: 'not my password!' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: [accountMessages.currentPasswordWrong],
    });
    expect((await me(token)).json().data.email).toBe(user.email);

    await settle(ctx);
    const before = (await mails()).length;
    const ok = await put('/profile', token, { ...body, current_password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('layla.new@example.com');
    await settle(ctx);
    const added = (await mails()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]!.to).toBe(user.email);
    expect(added[0]!.text).toContain('layla.new@example.com');

    // A forgot-password for the old address now mails nobody; the name alone needs no password.
    expect(
      (await put('/profile', token, { name: 'Layla K', email: 'layla.new@example.com' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts wrong current passwords of an email change under the login limits', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email);
    const body = {
      name: 'A',
      email: 'elsewhere@example.com',
      current_password: 'wrong guess, again',
    };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => put('/profile', token, body)),
    );
    const codes = answers.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 422)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });

  it.each([
    ['a blank name', { name: '   ', email: 'a@example.com', avatar_id: null }, 'name'],
    ['an invalid email', { name: 'A', email: 'not-an-email', avatar_id: null }, 'email'],
    ['a missing email', { name: 'A', avatar_id: null }, 'email'],
    ['a too long name', { name: 'n'.repeat(121), email: 'a@example.com' }, 'name'],
    [
      'an unknown avatar',
      { name: 'A', email: 'a@example.com', avatar_id: 999999, current_password: TEST_PASSWORD },
      'avatar_id',
    ],
    ['an unknown field', { name: 'A', email: 'a@example.com', avatar_id: null, role: 'x' }, 'role'],
  ])('answers 422 for %s', async (_label, body, field) => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email);
    const response = await put('/profile', token, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses a PDF as avatar', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email);
    const pdf = await insertMediaRow(ctx, 'application/pdf');
    const response = await put('/profile', token, { name: 'A', email: user.email, avatar_id: pdf });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.avatar_id).toEqual(['The file must be an image.']);
  });

  it('changes the password and revokes every other token, keeping the current one', async () => {
    const user = await createTestUser(ctx);
    const current = await loginAs(ctx, user.email);
    const other = await loginAs(ctx, user.email);
    const bystander = await createTestUser(ctx);
    const bystanderToken = await loginAs(ctx, bystander.email);

    const response = await put('/profile/password', current, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.passwordChanged });

    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(bystanderToken)).statusCode).toBe(200);
    expect(
      (await loginRequest(ctx, { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await loginRequest(ctx, { email: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password, a short password and a mismatch on their fields', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email);
    const wrong = await put('/profile/password', token, {
      current_password: 'not the password at all',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: [accountMessages.currentPasswordWrong],
    });

    const bad = await put('/profile/password', token, {
      current_password: TEST_PASSWORD,
      password: 'short',
      password_confirmation: 'different',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      password: [accountMessages.passwordTooShort],
      password_confirmation: ['Passwords MUST MATCH'],
    });
    // Nothing changed: the old password still logs in.
    expect(
      (await loginRequest(ctx, { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('counts wrong current passwords as failed logins: 429 with Retry-After after five', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email);
    const attempt = (current: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/profile/password',
        headers: bearer(token),
        payload: {
          current_password: current,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
        remoteAddress: '203.0.113.77',
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong guess ${i}`)).statusCode).toBe(422);
    const throttled = await attempt(TEST_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json().message).toBeTruthy();
    // The login from the same IP is held back too; the password did not change.
    expect(
      (await loginRequest(ctx, { email: user.email, password: TEST_PASSWORD }, '203.0.113.77'))
        .statusCode,
    ).toBe(429);
    expect(
      (await loginRequest(ctx, { email: user.email, password: TEST_PASSWORD }, '203.0.113.78'))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a 1 MB password with 422 before hashing it', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email);
    const huge = 'x'.repeat(1024 * 1024);
    const started = Date.now();
    const response = await put('/profile/password', token, {
      current_password: TEST_PASSWORD,
      password: huge,
      password_confirmation: 'x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(serverMessages.validationFailed);
    expect(Object.keys(response.json().errors)).toEqual(['password']);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

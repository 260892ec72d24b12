import { hashToken } from '../../../src/server/auth/tokenService';
import { ensureCompany } from '../../../src/server/company/companyRepository';
import { serverMessages } from '../../../src/shared/common/errors';
import { bearer, createTestUser, describeEachDb, loginAs } from '../support/testApp';

describeEachDb('admin sessions', (ctx) => {
  let email: string;

  beforeAll(async () => {
    email = (await createTestUser(ctx, { name: 'Omar Saleh' })).email;
  });

  const me = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers });
  const logout = (headers: Record<string, string> = {}, payload?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  it('GET /me answers the user for a valid token, and 401 without one', async () => {
    const token = await loginAs(ctx, email);
    const ok = await me(bearer(token));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Omar Saleh', email });

    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: serverMessages.unauthenticated });
  });

  it.each([
    ['a garbage bearer token', { authorization: 'Bearer not-a-real-token' }],
    ['a well-formed unknown token', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ])('GET /me answers 401 for %s', async (_label, headers) => {
    const response = await me(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: serverMessages.unauthenticated });
  });

  it('does not accept the token from the query string', async () => {
    const token = await loginAs(ctx, email);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/me?token=${token}` });
    expect(response.statusCode).toBe(401);
  });

  it('includes the company and its logo media in the user', async () => {
    const company = await ensureCompany(ctx.db, 'Gulf Homes');
    const logo = await ctx.db
      .insertInto('media')
      .values({
        uuid: '9b2f6c3e-1d1a-4c59-9a51-2f4c8d1e0a11',
        collection_name: 'logo',
        name: 'logo',
        file_name: '9b2f6c3e-1d1a-4c59-9a51-2f4c8d1e0a11.png',
        mime_type: 'image/png',
        size: 1234,
        width: 200,
        height: 80,
        order_column: 1,
        preview_file_name: null,
        model_type: 'company',
        model_id: company.id,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('company')
      .set({ logo_media_id: logo.id })
      .where('id', '=', company.id)
      .execute();

    const response = await me(bearer(await loginAs(ctx, email)));
    expect(response.json().data.company).toEqual({
      id: company.id,
      name: 'Gulf Homes',
      media: [
        expect.objectContaining({
          id: logo.id,
          original_url: '/media/9b2f6c3e-1d1a-4c59-9a51-2f4c8d1e0a11.png',
        }),
      ],
    });
  });

  it('logout with no body revokes the token at once', async () => {
    const token = await loginAs(ctx, email);
    const response = await logout(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: serverMessages.loggedOut });
    expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await logout(bearer(token))).statusCode).toBe(401);
  });

  it.each([
    ['an empty JSON body', ''],
    ['an empty JSON object', '{}'],
  ])('logout accepts %s', async (_label, payload) => {
    const token = await loginAs(ctx, email);
    const response = await logout(
      { ...bearer(token), 'content-type': 'application/json' },
      payload,
    );
    expect(response.statusCode).toBe(200);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('logout without a token answers 401', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: serverMessages.unauthenticated });
  });

  it('logging out one session leaves the others working', async () => {
    const first = await loginAs(ctx, email);
    const second = await loginAs(ctx, email);
    await logout(bearer(first));
    expect((await me(bearer(second))).statusCode).toBe(200);
  });

  it('refuses a token past its absolute expiry', async () => {
    const token = await loginAs(ctx, email);
    await ctx.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('refuses a token idle for longer than TOKEN_IDLE_MINUTES, and keeps an active one alive', async () => {
    const idle = await loginAs(ctx, email);
    const active = await loginAs(ctx, email);
    const idleMs = ctx.config.tokenIdleMinutes * 60_000;
    const setLastUsed = (token: string, msAgo: number) =>
      ctx.db
        .updateTable('access_tokens')
        .set({ last_used_at: new Date(Date.now() - msAgo).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
    await setLastUsed(idle, idleMs + 1000);
    await setLastUsed(active, idleMs - 60_000);
    expect((await me(bearer(idle))).statusCode).toBe(401);
    expect((await me(bearer(active))).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('access_tokens')
      .select('last_used_at')
      .where('token_hash', '=', hashToken(active))
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_used_at)).toBeLessThan(10_000);
  });
});

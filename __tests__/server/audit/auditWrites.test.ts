/**
 * The audit log's writes (docs/security.md#audit-log): each audited action leaves one row with the actor and
 * address of its request, in the same transaction as the change (a refused or rolled back write leaves
 * none), with readable before/after values and never a secret.
 */
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import type { CompanyInput } from '../../../src/shared/account/schemas';
import { readOutbox } from '../../../src/server/mail/outboxReader';
import {
  developerInput,
  insertMediaRow,
  projectInput,
  teamMemberInput,
} from '../support/contentFixtures';
import { clearLeads, intakeBody, leadRow, seedLeads, submit } from '../support/leadFixtures';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginRequest,
  settle,
  TEST_PASSWORD,
  type TestContext,
} from '../support/testApp';

const IP = '203.0.113.77';

/** The rows written since `after` (an id), oldest first, with their changes parsed. */
async function rowsSince(ctx: TestContext, after: number) {
  const rows = await ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', after)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    changes: row.changes === null ? null : (JSON.parse(row.changes) as Record<string, unknown>),
  }));
}

async function lastId(ctx: TestContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

const company: CompanyInput = {
  name: 'Palm Crest Properties',
  logo_id: null,
  email: 'hello@palmcrest.example',
  phone: null,
  whatsapp: null,
  address: { en: 'Dubai Marina', ar: 'دبي مارينا' },
  default_currency: 'AED',
  social: { instagram: null, linkedin: null, x: null, youtube: null, facebook: null, tiktok: null },
  require_arabic_to_publish: false,
};

describeEachDb('audit log writes', (ctx) => {
  let token: string;
  let admin: { id: number; name: string; email: string };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: `${ADMIN_PREFIX}${url}`,
      headers: bearer(token),
      remoteAddress: IP,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    admin = await createTestUser(ctx, { name: 'Audit Admin' });
    const login = await loginRequest(ctx, { email: admin.email, password: TEST_PASSWORD }, IP);
    token = login.json().data.token as string;
  });

  it('records create, update, reorder and delete of content with the actor, address and changed fields', async () => {
    const start = await lastId(ctx);
    const created = await call(
      'POST',
      '/developers',
      developerInput({ name: { en: 'Emaar', ar: 'إعمار' } }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const body = {
      ...developerInput({ name: { en: 'Emaar', ar: 'إعمار' } }),
      slug: created.json().data.slug,
    };
    const updated = await call('PUT', `/developers/${id}`, {
      ...body,
      name: { en: 'Emaar Properties', ar: 'إعمار' },
      is_featured: true,
    });
    expect(updated.statusCode).toBe(200);
    const other = await call('POST', '/developers', developerInput());
    const otherId = other.json().data.id as number;
    expect((await call('POST', '/developers/reorder', { ids: [otherId, id] })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/developers/${otherId}`)).statusCode).toBe(200);

    const rows = await rowsSince(ctx, start);
    expect(rows.map((row) => [row.entity, row.action])).toEqual([
      ['developer', 'create'],
      ['developer', 'update'],
      ['developer', 'create'],
      ['developer', 'reorder'],
      ['developer', 'delete'],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ user_id: admin.id, user_name: 'Audit Admin', ip: IP });
    expect(rows[0]!.entity_id).toBe(String(id));
    expect(rows[0]!.changes).toMatchObject({
      name: [null, { en: 'Emaar', ar: 'إعمار' }],
      is_published: [null, true],
    });
    // Only what changed, translatable fields as { en, ar } and flags as booleans.
    expect(rows[1]!.changes).toEqual({
      name: [
        { en: 'Emaar', ar: 'إعمار' },
        { en: 'Emaar Properties', ar: 'إعمار' },
      ],
      is_featured: [false, true],
    });
    expect(rows[3]!.changes).toEqual({ order: [expect.any(Array), [otherId, id]] });
    expect(rows[4]).toMatchObject({ entity_id: String(otherId) });
    expect(rows[4]!.changes).toMatchObject({ slug: [other.json().data.slug, null] });
  });

  it('records a changed logo or gallery as media ids', async () => {
    const developer = await call('POST', '/developers', developerInput());
    const body = developerInput({
      slug: developer.json().data.slug,
      name: developer.json().data.name,
    });
    const logo = await insertMediaRow(ctx);
    const start = await lastId(ctx);
    expect(
      (await call('PUT', `/developers/${developer.json().data.id}`, { ...body, logo_id: logo }))
        .statusCode,
    ).toBe(200);
    const project = await call('POST', '/projects', projectInput(developer.json().data.id));
    const first = await insertMediaRow(ctx);
    const second = await insertMediaRow(ctx);
    const input = projectInput(developer.json().data.id, {
      slug: project.json().data.slug,
      name: project.json().data.name,
    });
    const updated = await call('PUT', `/projects/${project.json().data.id}`, {
      ...input,
      gallery_ids: [second, first],
    });
    expect(updated.statusCode).toBe(200);
    const rows = await rowsSince(ctx, start);
    expect(rows[0]!.changes).toEqual({ logo_id: [null, logo] });
    expect(rows[2]!.changes).toEqual({ gallery_ids: [null, [second, first]] });
  });

  it('records projects and team members through the same path', async () => {
    const developer = await call('POST', '/developers', developerInput());
    const start = await lastId(ctx);
    const project = await call('POST', '/projects', projectInput(developer.json().data.id));
    expect(project.statusCode).toBe(201);
    const member = await call('POST', '/team-members', teamMemberInput());
    expect(member.statusCode).toBe(201);
    expect((await call('DELETE', `/team-members/${member.json().data.id}`)).statusCode).toBe(200);
    const rows = await rowsSince(ctx, start);
    expect(rows.map((row) => [row.entity, row.action])).toEqual([
      ['project', 'create'],
      ['team-member', 'create'],
      ['team-member', 'delete'],
    ]);
  });

  it('leaves no row for a refused or rolled back write', async () => {
    const taken = await call('POST', '/developers', developerInput());
    const start = await lastId(ctx);
    // 409: the slug is taken (the check runs inside the transaction).
    const conflict = await call(
      'POST',
      '/developers',
      developerInput({ slug: taken.json().data.slug }),
    );
    expect(conflict.statusCode).toBe(409);
    // 422: a media id that does not exist.
    const invalid = await call('POST', '/developers', developerInput({ logo_id: 999_999 }));
    expect(invalid.statusCode).toBe(422);
    // 409: a developer with projects is not deleted.
    await call('POST', '/projects', projectInput(taken.json().data.id));
    const afterProject = await lastId(ctx);
    expect((await call('DELETE', `/developers/${taken.json().data.id}`)).statusCode).toBe(409);
    const rows = await rowsSince(ctx, start);
    expect(rows.map((row) => Number(row.id))).toEqual([afterProject]);
    // 404: nothing to update.
    expect((await call('PUT', '/developers/999999', developerInput())).statusCode).toBe(404);
    expect(await lastId(ctx)).toBe(afterProject);
  });

  it('rolls the row back with the write when the transaction fails after it', async () => {
    const start = await lastId(ctx);
    const { recordAudit } = await import('../../../src/server/audit/auditRepository');
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { entity: 'developer', entityId: 1, action: 'update' });
        throw new Error('the write fails after its row');
      }),
    ).rejects.toThrow('the write fails');
    expect(await lastId(ctx)).toBe(start);
  });

  it('records SEO pages and the company with readable values', async () => {
    const start = await lastId(ctx);
    const seo = await call('PUT', '/meta/about', {
      title: { en: 'About us', ar: 'من نحن' },
      description: { en: '', ar: '' },
      keywords: { en: '', ar: '' },
      og_title: { en: '', ar: '' },
      og_description: { en: '', ar: '' },
      og_image_id: null,
      canonical_url: null,
      robots_index: false,
      robots_follow: true,
    });
    expect(seo.statusCode).toBe(200);
    expect((await call('PUT', '/company', company)).statusCode).toBe(200);
    const rows = await rowsSince(ctx, start);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ entity: 'seo-page', entity_id: 'about', action: 'update' });
    expect(rows[0]!.changes).toMatchObject({
      title: [expect.anything(), { en: 'About us', ar: 'من نحن' }],
      robots_index: [true, false],
    });
    expect(rows[0]!.changes).not.toHaveProperty('og_image_id');
    expect(rows[1]).toMatchObject({ entity: 'company', entity_id: '1', action: 'update' });
    expect(rows[1]!.changes).toMatchObject({
      address: [expect.anything(), { en: 'Dubai Marina', ar: 'دبي مارينا' }],
    });
  });

  it('records lead changes, notes, bulk actions and deletes, not the public intake', async () => {
    await clearLeads(ctx);
    const [a, b, c] = await seedLeads(ctx, [
      leadRow('contact'),
      leadRow('contact'),
      leadRow('contact'),
    ]);
    const start = await lastId(ctx);
    expect(
      (await call('PATCH', `/forms/contact/${a}`, { status: 'contacted', read: true })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/forms/contact/${a}/notes`, { body: 'Called back' })).statusCode,
    ).toBe(201);
    const bulk = await call('POST', '/forms/contact/bulk', {
      action: 'status',
      status: 'qualified',
      ids: [b, c, 999_999],
    });
    expect(bulk.json().data.affected).toBe(2);
    expect((await call('DELETE', `/forms/contact/${a}`)).statusCode).toBe(200);
    expect(
      (await call('POST', '/forms/contact/bulk', { action: 'delete', ids: [b] })).statusCode,
    ).toBe(200);
    // A lead that is not there: 404 and no row.
    expect((await call('PATCH', `/forms/contact/${a}`, { status: 'new' })).statusCode).toBe(404);

    const rows = await rowsSince(ctx, start);
    expect(rows.map((row) => [row.entity_id, row.action])).toEqual([
      [String(a), 'update'],
      [String(a), 'note'],
      [String(b), 'update'],
      [String(c), 'update'],
      [String(a), 'delete'],
      [String(b), 'delete'],
    ]);
    expect(rows[0]!.changes).toEqual({ status: ['new', 'contacted'], read: [false, true] });
    expect(rows[1]!.changes).toEqual({ note: [null, 'Called back'] });
    expect(rows[2]!.changes).toEqual({ status: ['new', 'qualified'] });
    expect(rows[4]!.changes).toMatchObject({ status: ['contacted', null] });
    for (const row of rows)
      expect(row).toMatchObject({ entity: 'lead', user_id: admin.id, ip: IP });
  });

  it('writes nothing for a lead from the public intake', async () => {
    const start = await lastId(ctx);
    expect((await submit(ctx, 'contact', intakeBody('contact'))).statusCode).toBe(201);
    expect(await lastId(ctx)).toBe(start);
  });

  it('records exports with who and which filters', async () => {
    const start = await lastId(ctx);
    expect((await call('GET', '/developers/export.csv?search=emaar')).statusCode).toBe(200);
    expect((await call('GET', '/home-assets/export.csv')).statusCode).toBe(200);
    expect((await call('GET', '/forms/sale/export.csv?filter%5Bstatus%5D=new')).statusCode).toBe(
      200,
    );
    const rows = await rowsSince(ctx, start);
    expect(rows.map((row) => [row.entity, row.action, row.user_id])).toEqual([
      ['developer', 'export', admin.id],
      ['home-asset', 'export', admin.id],
      ['lead', 'export', admin.id],
    ]);
    expect(rows[0]!.changes).toEqual({
      filters: [null, expect.objectContaining({ search: 'emaar' })],
    });
    expect(rows[2]!.changes).toEqual({
      kind: [null, 'sale'],
      filters: [null, expect.objectContaining({ 'filter[status]': 'new' })],
    });
  });

  it('records logins, failed logins and logouts', async () => {
    const user = await createTestUser(ctx, { name: 'Session User' });
    const start = await lastId(ctx);
    const from = '198.51.100.200';
    expect(
      (await loginRequest(ctx, { email: user.email, password: 'a wrong password!' }, from))
        .statusCode,
    ).toBe(401);
    expect(
      (await loginRequest(ctx, { email: 'nobody@example.com', password: 'whatever it is' }, from))
        .statusCode,
    ).toBe(401);
    const login = await loginRequest(ctx, { email: user.email, password: TEST_PASSWORD }, from);
    expect(login.statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/logout`,
      headers: bearer(login.json().data.token),
      remoteAddress: from,
    });
    expect(logout.statusCode).toBe(200);
    const rows = await rowsSince(ctx, start);
    expect(rows.map((row) => [row.entity, row.action, row.user_id, row.ip])).toEqual([
      ['session', 'login-failed', null, from],
      ['session', 'login-failed', null, from],
      ['session', 'login', user.id, from],
      ['session', 'logout', user.id, from],
    ]);
    expect(rows[0]!.changes).toEqual({ email: [null, user.email] });
    expect(rows[2]!.user_name).toBe('Session User');
  });

  it('records profile, email and password changes and resets, and never stores a secret', async () => {
    const password = 'the old password here';
    const user = await createTestUser(ctx, { name: 'Profile User', password });
    const from = '198.51.100.201';
    const login = await loginRequest(ctx, { email: user.email, password }, from);
    const headers = bearer(login.json().data.token);
    const start = await lastId(ctx);
    const put = (url: string, payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${ADMIN_PREFIX}${url}`,
        headers,
        payload,
        remoteAddress: from,
      });

    expect((await put('/profile', { name: 'Renamed User', email: user.email })).statusCode).toBe(
      200,
    );
    const newEmail = `new-${user.email}`;
    expect(
      (await put('/profile', { name: 'Renamed User', email: newEmail, current_password: password }))
        .statusCode,
    ).toBe(200);
    const changed = 'a brand new password';
    expect(
      (
        await put('/profile/password', {
          current_password: password,
          password: changed,
          password_confirmation: changed,
        })
      ).statusCode,
    ).toBe(200);

    // A reset from the mailed link.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/password/forgot`,
      payload: { email: newEmail },
      remoteAddress: from,
    });
    expect(forgot.statusCode).toBe(200);
    await settle(ctx);
    const mails = await readOutbox(ctx.db, ctx.config, { limit: 1000 });
    // Other mail went to this address too (the password change); the reset is the one with a link.
    const mail = mails.filter((m) => m.to === newEmail && m.text.includes('#token=')).at(-1)!;
    const resetToken = /#token=(\S+)/.exec(mail.text)![1]!;
    const reset = 'reset to something new';
    const resetAnswer = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/password/reset`,
      payload: { token: resetToken, password: reset, password_confirmation: reset },
      remoteAddress: from,
    });
    expect(resetAnswer.statusCode).toBe(200);
    const relogin = await loginRequest(ctx, { email: newEmail, password: reset }, from);
    expect(relogin.statusCode).toBe(200);

    const rows = await rowsSince(ctx, start);
    expect(rows.map((row) => [row.entity, row.action, row.user_id])).toEqual([
      ['user', 'update', user.id],
      ['user', 'email-change', user.id],
      ['user', 'password-change', user.id],
      ['user', 'password-reset', user.id],
      ['session', 'login', user.id],
    ]);
    expect(rows[0]!.changes).toEqual({ name: ['Profile User', 'Renamed User'] });
    expect(rows[1]!.changes).toEqual({ email: [user.email, newEmail] });

    // Nothing secret anywhere in the table: no password, no token, no hash.
    const stored = await ctx.db.selectFrom('audit_log').selectAll().execute();
    const text = JSON.stringify(stored);
    const hashes = await ctx.db.selectFrom('users').select('password_hash').execute();
    const tokens = await ctx.db.selectFrom('access_tokens').select('token_hash').execute();
    for (const secret of [
      password,
      changed,
      reset,
      TEST_PASSWORD,
      resetToken,
      login.json().data.token as string,
      relogin.json().data.token as string,
      ...hashes.map((row) => row.password_hash),
      ...tokens.map((row) => row.token_hash),
    ])
      expect(text).not.toContain(secret);
    expect(JSON.stringify(stored.map((row) => row.changes))).not.toMatch(/password|token|hash/i);
  });
});

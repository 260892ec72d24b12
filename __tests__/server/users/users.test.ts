/**
 * The Users area (docs/product.md#users, docs/security.md#accounts): the list, invitations by mailed link
 * (accept, expiry, reuse, resend, revoke), role changes, deactivation, the rules on one's own account and on
 * the last active super-admin, and the audit rows every write leaves.
 */
import { readOutbox } from '../../../src/server/mail/outboxReader';
import { accountMessages } from '../../../src/shared/account/rules';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { serverMessages } from '../../../src/shared/common/errors';
import { userMessages } from '../../../src/shared/users/rules';
import { nowIso } from '../../../src/server/db/database';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginAs,
  loginRequest,
  settle,
  type TestContext,
} from '../support/testApp';

const NEW_PASSWORD = 'a long enough new password';
const APP_URL = 'https://admin.palmcrest.example';

describeEachDb(
  'users',
  (ctx) => {
    let ip = 0;
    const nextIp = () => `198.51.100.${++ip}`;
    let admin: { id: number; email: string; token: string };

    const call = (
      token: string,
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) =>
      ctx.app.inject({
        method,
        url: `${ADMIN_PREFIX}/users${url}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
    const accept = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `${ADMIN_PREFIX}/invitations/accept`,
        payload,
        remoteAddress: nextIp(),
      });
    const outbox = (c: TestContext) => readOutbox(c.db, c.config, { limit: 1000 });

    /** Invites and returns the new account's id and the token of the mail it got. */
    async function invite(
      body: { name: string; email: string; role: string; locale?: string },
      token = admin.token,
    ): Promise<{ id: number; token: string; subject: string }> {
      const response = await call(token, 'POST', '', body);
      expect(response.statusCode).toBe(201);
      const id = response.json().data.id as number;
      return { id, ...(await lastLink(body.email)) };
    }

    const seen = new Set<string>();
    /** The one mail to `email` written since the last look. */
    async function lastLink(email: string): Promise<{ token: string; subject: string }> {
      await settle(ctx);
      const mails = (await outbox(ctx)).filter((mail) => mail.to === email && !seen.has(mail.id));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      seen.add(mail.id);
      const link = /^(\S+)\/accept-invitation#token=(\S+)$/m.exec(mail.text);
      expect(link?.[1]).toBe(APP_URL);
      return { token: link![2]!, subject: mail.subject };
    }

    const auditOf = (id: number) =>
      ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();

    beforeAll(async () => {
      const row = await createTestUser(ctx, { role: 'super-admin', name: 'Root Admin' });
      admin = {
        id: row.id,
        email: row.email,
        token: await loginAs(ctx, row.email, undefined, nextIp()),
      };
    });

    it('invites: the account is listed as invited, the link mailed, and accepting it lets the user in', async () => {
      const email = 'nadia.invited@example.com';
      const { id, token, subject } = await invite({ name: 'Nadia Invited', email, role: 'editor' });
      expect(subject).toBe('You are invited to the admin panel');
      const shown = (await call(admin.token, 'GET', `/${id}`)).json().data;
      expect(shown).toMatchObject({
        id,
        email,
        role: 'editor',
        status: 'invited',
        last_login_at: null,
      });
      const ttl = Date.parse(shown.invitation_expires_at) - Date.parse(shown.invited_at);
      expect(ttl).toBeGreaterThanOrEqual(72 * 3_600_000);
      expect(ttl).toBeLessThan(72 * 3_600_000 + 1000);
      // Only the hash is stored.
      const stored = await ctx.db
        .selectFrom('invitations')
        .selectAll()
        .where('user_id', '=', id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]!.token_hash).not.toBe(token);

      // Not yet: an invited account cannot log in, whatever it types.
      const early = await loginRequest(ctx, { email, password: '' + NEW_PASSWORD }, nextIp());
      expect(early.statusCode).toBe(401);
      expect(early.json().message).toBe(serverMessages.invalidCredentials);

      // A refused password does not spend the link.
      const short = await accept({ token, password: 'short', password_confirmation: 'short' });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.password).toEqual([accountMessages.passwordTooShort]);

      const ok = await accept({
        token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: userMessages.invitationAccepted });
      const userToken = await loginAs(ctx, email, NEW_PASSWORD, nextIp());
      expect((await call(admin.token, 'GET', `/${id}`)).json().data).toMatchObject({
        status: 'active',
        invitation_expires_at: null,
      });
      expect((await call(admin.token, 'GET', `/${id}`)).json().data.last_login_at).not.toBeNull();
      // An editor may not manage users.
      expect((await call(userToken, 'GET', '')).statusCode).toBe(403);

      // Used once: a second time it is refused and changes nothing.
      const again = await accept({
        token,
        password: 'another new password',
        password_confirmation: 'another new password',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: userMessages.invitationInvalid,
        errors: { token: [userMessages.invitationInvalid] },
      });
      await loginAs(ctx, email, NEW_PASSWORD, nextIp());

      const actions = (await auditOf(id)).map((row) => row.action);
      expect(actions).toEqual(['invite', 'invite-accept']);
    });

    it('refuses a taken email with the contract error shape, whatever its case', async () => {
      const response = await call(admin.token, 'POST', '', {
        name: 'Again',
        email: admin.email.toUpperCase(),
        role: 'editor',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: serverMessages.validationFailed,
        errors: { email: [accountMessages.emailTaken] },
      });
      const bad = await call(admin.token, 'POST', '', { name: ' ', email: 'nope', role: 'king' });
      expect(bad.statusCode).toBe(422);
    });

    it("writes the mail in the inviter's language", async () => {
      await ctx.db.updateTable('users').set({ locale: 'ar' }).where('id', '=', admin.id).execute();
      try {
        const { subject, token } = await invite({
          name: 'Omar Arabic',
          email: 'omar.arabic@example.com',
          role: 'sales-agent',
        });
        expect(subject).toBe('دعوة إلى لوحة الإدارة');
        const mail = (await outbox(ctx)).find((m) => m.text.includes(token))!;
        expect(mail.text).toContain('مندوب مبيعات');
      } finally {
        await ctx.db
          .updateTable('users')
          .set({ locale: 'en' })
          .where('id', '=', admin.id)
          .execute();
      }
    });

    it('writes the mail in the language the inviter is using when the invitation says it', async () => {
      const { subject, token } = await invite({
        name: 'Huda Chosen',
        email: 'huda.chosen@example.com',
        role: 'editor',
        locale: 'ar',
      });
      expect(subject).toBe('دعوة إلى لوحة الإدارة');
      expect((await outbox(ctx)).find((m) => m.text.includes(token))!.text).toContain('محرر');
      const english = await invite({
        name: 'Ivy Chosen',
        email: 'ivy.chosen@example.com',
        role: 'editor',
        locale: 'en',
      });
      expect(english.subject).not.toBe(subject);
    });

    it('refuses an expired or malformed link', async () => {
      const { id, token } = await invite({
        name: 'Late Comer',
        email: 'late@example.com',
        role: 'editor',
      });
      await ctx.db
        .updateTable('invitations')
        .set({ expires_at: nowIso(new Date(Date.now() - 1000)) })
        .where('user_id', '=', id)
        .execute();
      const late = await accept({
        token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(userMessages.invitationInvalid);
      const malformed = await accept({
        token: 'x',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(malformed.statusCode).toBe(422);
      expect((await call(admin.token, 'GET', `/${id}`)).json().data.status).toBe('invited');
    });

    it('resends: a new link works and the old one is dead', async () => {
      const email = 'resent@example.com';
      const first = await invite({ name: 'Resent Person', email, role: 'sales-manager' });
      const resend = await call(admin.token, 'POST', `/${first.id}/invitation`);
      expect(resend.statusCode).toBe(200);
      expect(resend.json().message).toBe(userMessages.invitationResent);
      const second = await lastLink(email);
      expect(second.token).not.toBe(first.token);
      const old = await accept({
        token: first.token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(old.statusCode).toBe(422);
      const fresh = await accept({
        token: second.token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(fresh.statusCode).toBe(200);
      // Accepted: nothing left to resend or revoke.
      expect((await call(admin.token, 'POST', `/${first.id}/invitation`)).json().message).toBe(
        userMessages.notInvited,
      );
      expect((await call(admin.token, 'DELETE', `/${first.id}/invitation`)).statusCode).toBe(422);
      expect((await auditOf(first.id)).map((row) => row.action)).toEqual([
        'invite',
        'invite-resend',
        'invite-accept',
      ]);
    });

    it('revokes: the unused account is removed, its link dead, and the email free again', async () => {
      const email = 'revoked@example.com';
      const { id, token } = await invite({ name: 'Revoked Person', email, role: 'editor' });
      const revoked = await call(admin.token, 'DELETE', `/${id}/invitation`);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().message).toBe(userMessages.invitationRevoked);
      expect((await call(admin.token, 'GET', `/${id}`)).statusCode).toBe(404);
      const dead = await accept({
        token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(dead.statusCode).toBe(422);
      expect((await auditOf(id)).map((row) => row.action)).toEqual(['invite', 'invite-revoke']);
      await invite({ name: 'Revoked Person', email, role: 'editor' });
    });

    it('lists with search on name and email, filters on role and status, and sorts', async () => {
      const tag = 'zq' + Math.random().toString(36).slice(2, 7);
      const active = await createTestUser(ctx, { role: 'editor', name: `Alpha ${tag}` });
      await createTestUser(ctx, {
        role: 'sales-agent',
        name: 'Beta Person',
        email: `beta.${tag}@example.com`,
      });
      await invite({ name: `Gamma ${tag}`, email: `gamma.${tag}@example.com`, role: 'editor' });
      const list = async (query: string) => {
        const response = await call(admin.token, 'GET', `?${query}`);
        expect(response.statusCode).toBe(200);
        return response.json() as {
          data: { name: string; status: string }[];
          meta: { total: number };
        };
      };
      const all = await list(`search=${tag}&sort=name`);
      expect(all.data.map((u) => u.name)).toEqual([`Alpha ${tag}`, 'Beta Person', `Gamma ${tag}`]);
      expect(all.meta.total).toBe(3);
      expect((await list(`search=${tag}&sort=-name`)).data[0]!.name).toBe(`Gamma ${tag}`);
      expect((await list(`search=${tag}&filter[role]=editor`)).meta.total).toBe(2);
      const invited = await list(`search=${tag}&filter[status]=invited`);
      expect(invited.data.map((u) => u.name)).toEqual([`Gamma ${tag}`]);
      expect((await list(`search=${tag}&filter[status]=active&filter[role]=editor`)).data).toEqual([
        expect.objectContaining({ id: active.id, status: 'active' }),
      ]);
      expect((await call(admin.token, 'GET', '?filter[status]=gone')).statusCode).toBe(422);
      // No secret ever leaves: neither the hash nor anything like it.
      expect(JSON.stringify(all)).not.toMatch(/password|hash|scrypt/i);
    });

    it('changes a role, which takes effect on the next request of that user', async () => {
      const user = await createTestUser(ctx, { role: 'editor', name: 'Promoted Later' });
      const token = await loginAs(ctx, user.email, undefined, nextIp());
      expect((await call(token, 'GET', '')).statusCode).toBe(403);
      const changed = await call(admin.token, 'PATCH', `/${user.id}`, {
        role: 'super-admin',
        name: 'Promoted Now',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({ role: 'super-admin', name: 'Promoted Now' });
      expect((await call(token, 'GET', '')).statusCode).toBe(200);
      const back = await call(admin.token, 'PATCH', `/${user.id}`, { role: 'editor' });
      expect(back.statusCode).toBe(200);
      expect((await call(token, 'GET', '')).statusCode).toBe(403);
      const rows = await auditOf(user.id);
      expect(rows.map((row) => [row.action, JSON.parse(row.changes ?? 'null')])).toEqual([
        ['update', { name: ['Promoted Later', 'Promoted Now'] }],
        ['role-change', { role: ['editor', 'super-admin'] }],
        ['role-change', { role: ['super-admin', 'editor'] }],
      ]);
      expect(rows[0]!.user_id).toBe(admin.id);
    });

    it("sets a sales agent's pool of lead kinds, refusing an unknown kind", async () => {
      const agent = await createTestUser(ctx, { role: 'sales-agent', name: 'Pool Agent' });
      expect((await call(admin.token, 'GET', `/${agent.id}`)).json().data.lead_kinds).toBeNull();
      const set = await call(admin.token, 'PATCH', `/${agent.id}`, {
        lead_kinds: ['sale', 'contact'],
      });
      expect(set.statusCode).toBe(200);
      // In the kinds' own order, whatever order they came in.
      expect(set.json().data.lead_kinds).toEqual(['contact', 'sale']);
      const bad = await call(admin.token, 'PATCH', `/${agent.id}`, { lead_kinds: ['villa'] });
      expect(bad.statusCode).toBe(422);
      const twice = await call(admin.token, 'PATCH', `/${agent.id}`, {
        lead_kinds: ['sale', 'sale'],
      });
      expect(twice.statusCode).toBe(422);
      const all = await call(admin.token, 'PATCH', `/${agent.id}`, { lead_kinds: null });
      expect(all.json().data.lead_kinds).toBeNull();
      const rows = await auditOf(agent.id);
      expect(rows.map((row) => JSON.parse(row.changes ?? 'null'))).toEqual([
        { lead_kinds: [null, ['contact', 'sale']] },
        { lead_kinds: [['contact', 'sale'], null] },
      ]);
    });

    it('refuses changing your own role or deactivating yourself', async () => {
      const role = await call(admin.token, 'PATCH', `/${admin.id}`, { role: 'editor' });
      expect(role.statusCode).toBe(422);
      expect(role.json()).toEqual({
        message: userMessages.ownRole,
        errors: { role: [userMessages.ownRole] },
      });
      const off = await call(admin.token, 'PATCH', `/${admin.id}`, { active: false });
      expect(off.statusCode).toBe(422);
      expect(off.json().message).toBe(userMessages.ownDeactivation);
      // Your own name is fine.
      expect(
        (await call(admin.token, 'PATCH', `/${admin.id}`, { name: 'Root Admin' })).statusCode,
      ).toBe(200);
      expect((await call(admin.token, 'PATCH', '/999999', { name: 'Nobody' })).statusCode).toBe(
        404,
      );
    });

    it('deactivates: every session ends at once, login is refused; reactivation lets the user back', async () => {
      const user = await createTestUser(ctx, { role: 'sales-manager', name: 'Soon Gone' });
      const tokens = [
        await loginAs(ctx, user.email, undefined, nextIp()),
        await loginAs(ctx, user.email, undefined, nextIp()),
      ];
      const me = (token: string) =>
        ctx.app.inject({ url: `${ADMIN_PREFIX}/me`, headers: bearer(token) });
      expect((await me(tokens[0]!)).statusCode).toBe(200);
      const off = await call(admin.token, 'PATCH', `/${user.id}`, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().data.status).toBe('deactivated');
      for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
      const live = await ctx.db
        .selectFrom('access_tokens')
        .select('id')
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
      const login = await loginRequest(
        ctx,
        { email: user.email, password: 'correct horse battery staple' },
        nextIp(),
      );
      expect(login.statusCode).toBe(401);
      expect(login.json().message).toBe(serverMessages.invalidCredentials);
      expect(
        (await call(admin.token, 'GET', `?filter[status]=deactivated&search=Soon Gone`)).json().meta
          .total,
      ).toBe(1);

      const on = await call(admin.token, 'PATCH', `/${user.id}`, { active: true });
      expect(on.json().data.status).toBe('active');
      await loginAs(ctx, user.email, undefined, nextIp());
      expect((await auditOf(user.id)).map((row) => row.action)).toEqual([
        'deactivate',
        'reactivate',
      ]);
    });

    it('never writes a password or a token into the audit log', async () => {
      const rows = await ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user')
        .execute();
      expect(rows.length).toBeGreaterThan(5);
      const text = JSON.stringify(rows);
      expect(text).not.toContain(NEW_PASSWORD);
      expect(text).not.toMatch(/password|token|hash|scrypt/i);
    });
  },
  { APP_URL: `${APP_URL}/` },
);

describeEachDb('the last active super-admin', (ctx) => {
  let ip = 0;
  const nextIp = () => `192.0.2.${++ip}`;
  const patch = (token: string, id: number, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${ADMIN_PREFIX}/users/${id}`,
      headers: bearer(token),
      payload,
    });
  const activeSuperAdmins = async () =>
    (
      await ctx.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'super-admin')
        .where('deactivated_at', 'is', null)
        .execute()
    ).length;
  async function superAdmins(count: number) {
    const made = [];
    for (let i = 0; i < count; i++) {
      const row = await createTestUser(ctx, { role: 'super-admin', name: `Super ${i}` });
      made.push({ id: row.id, token: await loginAs(ctx, row.email, undefined, nextIp()) });
    }
    return made;
  }

  it('cannot be demoted or deactivated, even by two super-admins demoting each other at once', async () => {
    const [a, b] = await superAdmins(2);
    const answers = await Promise.all([
      patch(a!.token, b!.id, { role: 'editor' }),
      patch(b!.token, a!.id, { role: 'editor' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect([403, 422]).toContain(answers.map((r) => r.statusCode).sort()[1]);
    expect(await activeSuperAdmins()).toBe(1);

    const survivor = answers[0]!.statusCode === 200 ? a! : b!;
    const editor = await createTestUser(ctx, { role: 'editor' });
    // Reaching the last one by any way is refused: a demotion or a deactivation.
    const other = await superAdmins(1);
    await patch(survivor.token, other[0]!.id, { active: false });
    expect(await activeSuperAdmins()).toBe(1);
    const promoted = await patch(survivor.token, editor.id, { role: 'super-admin' });
    expect(promoted.statusCode).toBe(200);
    await patch(survivor.token, editor.id, { role: 'editor' });
    const self = await patch(survivor.token, survivor.id, { active: false });
    expect(self.statusCode).toBe(422);
    expect(await activeSuperAdmins()).toBe(1);
  });
});

describeEachDb('the last active super-admins, all at once', (ctx) => {
  let ip = 0;
  const nextIp = () => `192.0.2.${100 + ++ip}`;
  const patch = (token: string, id: number, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${ADMIN_PREFIX}/users/${id}`,
      headers: bearer(token),
      payload,
    });
  const activeSuperAdmins = async () =>
    (
      await ctx.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'super-admin')
        .where('deactivated_at', 'is', null)
        .execute()
    ).length;
  async function superAdmins(count: number) {
    const made = [];
    for (let i = 0; i < count; i++) {
      const row = await createTestUser(ctx, { role: 'super-admin', name: `Super ${i}` });
      made.push({ id: row.id, token: await loginAs(ctx, row.email, undefined, nextIp()) });
    }
    return made;
  }

  // Every active super-admin of this database is in the ring: without the lock, all could go.
  it('leaves one of N super-admins demoting one another at the same moment', async () => {
    const admins = await superAdmins(5);
    const answers = await Promise.all(
      admins.map((actor, i) =>
        patch(
          actor.token,
          admins[(i + 1) % admins.length]!.id,
          i % 2 ? { active: false } : { role: 'sales-agent' },
        ),
      ),
    );
    for (const answer of answers) {
      // 401: deactivated by another before its own request was read, its session already ended; 403:
      // demoted first; 422: it would have removed the last one.
      expect([200, 401, 403, 422]).toContain(answer.statusCode);
      if (answer.statusCode === 422)
        expect(answer.json().message).toBe(userMessages.lastSuperAdmin);
    }
    expect(await activeSuperAdmins()).toBeGreaterThanOrEqual(1);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
  });
});

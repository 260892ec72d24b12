import { readOutbox } from '../../../src/server/mail/outboxReader';
import { accountMessages } from '../../../src/shared/account/schemas';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginAs,
  loginRequest,
  settle,
  type TestContext,
} from '../support/testApp';

const NEW_PASSWORD = 'reset to something new';
const outbox = (ctx: TestContext) => readOutbox(ctx.db, ctx.config, { limit: 1000 });

describeEachDb(
  'forgot and reset password',
  (ctx) => {
    let ip = 0;
    /** Each test from its own address, so the throttling of one does not spill into the next. */
    const nextIp = () => `198.51.100.${++ip}`;
    const post = (url: string, payload: unknown, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/password/${url}`,
        payload: payload as object,
        remoteAddress,
      });

    /** Asks for a link and returns the token from the mail in the outbox. */
    async function requestLink(email: string, from = nextIp()): Promise<string> {
      const before = new Set((await outbox(ctx)).map((mail) => mail.id));
      const response = await post('forgot', { email }, from);
      expect(response.statusCode).toBe(200);
      await settle(ctx);
      const added = (await outbox(ctx)).filter((mail) => !before.has(mail.id));
      expect(added).toHaveLength(1);
      const mail = added[0]!;
      expect(mail.to).toBe(email);
      expect(mail.subject).toMatch(/^Reset your .*password$/);
      // The token rides in the fragment, which no browser sends to a server (or its logs).
      const link = /^(https?:\/\/\S+\/reset-password#token=(\S+))$/m.exec(mail.text);
      expect(link?.[1]).toMatch(/^https:\/\/admin\.palmcrest\.example\/reset-password#token=/);
      return link![2]!;
    }

    it('answers the same for a known and an unknown email, and mails only the known one', async () => {
      const user = await createTestUser(ctx);
      const before = (await outbox(ctx)).length;
      const known = await post('forgot', { email: user.email.toUpperCase() }, nextIp());
      const unknown = await post('forgot', { email: 'nobody-here@example.com' }, nextIp());
      await settle(ctx);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json()).toEqual({ message: accountMessages.resetLinkSent });
      expect((await outbox(ctx)).length).toBe(before + 1);

      const rows = await ctx.db
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      // Only the hash is stored, and the link lives 60 minutes.
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      const ttl = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
      expect(ttl).toBe(60 * 60_000);
    });

    it('answers before any work on the account, so a real email takes no longer than an unknown one', async () => {
      const user = await createTestUser(ctx);
      const before = (await outbox(ctx)).length;
      const known = await post('forgot', { email: user.email }, nextIp());
      expect(known.statusCode).toBe(200);
      // The answer is out; the account has not been looked at yet: no link stored, no mail written.
      const stored = () =>
        ctx.db.selectFrom('password_resets').select('id').where('user_id', '=', user.id).execute();
      expect(await stored()).toHaveLength(0);
      await ctx.app.mailer.idle();
      expect(await outbox(ctx)).toHaveLength(before);
      await settle(ctx);
      expect(await stored()).toHaveLength(1);
      expect(await outbox(ctx)).toHaveLength(before + 1);
    });

    it('resets the password once, revokes every session, and then says Invalid Link', async () => {
      const user = await createTestUser(ctx);
      const session = await loginAs(ctx, user.email);
      const token = await requestLink(user.email);
      const stored = await ctx.db
        .selectFrom('password_resets')
        .select('token_hash')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token);

      const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      const first = await post('reset', body, nextIp());
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: accountMessages.passwordReset });
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: bearer(session),
      });
      expect(me.statusCode).toBe(401);
      expect(
        (await loginRequest(ctx, { email: user.email, password: NEW_PASSWORD }, nextIp()))
          .statusCode,
      ).toBe(200);

      const again = await post('reset', body, nextIp());
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: 'Invalid Link',
        errors: { token: ['Invalid Link'] },
      });
    });

    it('says Invalid Link for an unknown, malformed or expired link', async () => {
      const user = await createTestUser(ctx);
      const token = await requestLink(user.email);
      const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      for (const bad of ['A'.repeat(43), 'short', '']) {
        const response = await post('reset', { ...body, token: bad }, nextIp());
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe('Invalid Link');
      }
      await ctx.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const expired = await post('reset', { ...body, token }, nextIp());
      expect(expired.statusCode).toBe(422);
      expect(expired.json().message).toBe('Invalid Link');
    });

    it('checks the new password without spending the link', async () => {
      const user = await createTestUser(ctx);
      const token = await requestLink(user.email);
      const mismatch = await post(
        'reset',
        { token, password: NEW_PASSWORD, password_confirmation: 'something else entirely' },
        nextIp(),
      );
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords MUST MATCH'] });
      const short = await post(
        'reset',
        { token, password: 'short', password_confirmation: 'short' },
        nextIp(),
      );
      expect(short.json().errors).toEqual({ password: [accountMessages.passwordTooShort] });
      const huge = await post(
        'reset',
        { token, password: 'x'.repeat(1024 * 1024), password_confirmation: 'x' },
        nextIp(),
      );
      expect(huge.statusCode).toBe(422);
      const ok = await post(
        'reset',
        { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        nextIp(),
      );
      expect(ok.statusCode).toBe(200);
    });

    it('validates the forgot body', async () => {
      const empty = await post('forgot', {}, nextIp());
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ email: ['Email is Required'] });
      const invalid = await post('forgot', { email: 'not-an-email' }, nextIp());
      expect(invalid.json().errors).toEqual({ email: ['Invalid Email'] });
      const extra = await post('forgot', { email: 'a@example.com', admin: true }, nextIp());
      expect(extra.statusCode).toBe(422);
    });

    it('rate-limits forgot per email and browser with 429 and Retry-After, for unknown emails too', async () => {
      const from = nextIp();
      for (let i = 0; i < 5; i += 1)
        expect((await post('forgot', { email: 'ghost@example.com' }, from)).statusCode).toBe(200);
      const limited = await post('forgot', { email: 'Ghost@Example.com' }, from);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Login from the same address is not affected by these counters.
      const user = await createTestUser(ctx);
      expect(
        (
          await loginRequest(
            ctx,
            { email: user.email, password: 'correct horse battery staple' },
            from,
          )
        ).statusCode,
      ).toBe(200);
    });

    it('rate-limits reset attempts with bad links', async () => {
      const from = nextIp();
      const body = {
        token: 'B'.repeat(43),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      for (let i = 0; i < 5; i += 1) expect((await post('reset', body, from)).statusCode).toBe(422);
      const limited = await post('reset', body, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  },
  { APP_URL: 'https://admin.palmcrest.example/' },
);

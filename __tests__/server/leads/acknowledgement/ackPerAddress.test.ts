/**
 * One auto-acknowledgement per recipient address per ACK_PER_ADDRESS_HOURS
 * (docs/security.md#acknowledgement-mail): a second lead from the address within the window is stored but
 * gets no second mail, N leads at once from one address (on one instance or two) get exactly one, and the
 * address gets one again once the window has passed. The counters' clock is Date.now() in the database's
 * stores, so the tests move it; Redis keeps its own time, so there only the window's inside is tested.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  addressKey,
  normaliseAddress,
} from '../../../../src/server/leads/acknowledgement/perAddressLimit';
import { buildApp } from '../../../../src/server/app';
import { pendingArrivals } from '../../../../src/server/leads/intake/leadArrivalRepository';
import { readOutbox } from '../../../../src/server/mail/outboxReader';
import { ADMIN_PREFIX } from '../../../../src/shared/common/apiPaths';
import { intakeBody, randomIp, submit } from '../../support/leadFixtures';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginAs,
  settle,
  type TestContext,
} from '../../support/testApp';

const HOUR = 3_600_000;

const templates = {
  enabled: true,
  en: { subject: 'We received {reference}', body: 'Hello {name},\nwe received {reference}.' },
  ar: { subject: 'استلمنا {reference}', body: 'مرحباً {name}،\nاستلمنا {reference}.' },
};

/** Turns the acknowledgement on with the templates above. */
async function enable(ctx: TestContext): Promise<void> {
  const user = await createTestUser(ctx, { role: 'super-admin' });
  const token = await loginAs(ctx, user.email, undefined, randomIp());
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `${ADMIN_PREFIX}/auto-acknowledgement`,
    headers: bearer(token),
    payload: templates,
  });
  expect(saved.statusCode).toBe(200);
}

/** Every acknowledgement sent to any of `addresses`. */
async function mailsTo(ctx: TestContext, ...addresses: string[]) {
  const found = await Promise.all(
    addresses.map((to) => readOutbox(ctx.db, ctx.config, { limit: 1000, to })),
  );
  return found.flat();
}

async function leadsFrom(ctx: TestContext, ...addresses: string[]): Promise<number> {
  const row = await ctx.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('email', 'in', addresses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const lead = (email: string, extra: Record<string, unknown> = {}) =>
  intakeBody('contact', { email, ...extra });

/** Date.now() moved `ms` ahead until the test ends (the database stores' counters read it). */
function later(ms: number): void {
  const now = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => now() + ms);
}

function perAddress(ctx: TestContext, { clock }: { clock: boolean }) {
  // Addresses of this run only: with the counters in Redis, runs on either database share one store.
  const run = randomBytes(4).toString('hex');
  const address = (label: string) => `${label}-${run}@example.com`;

  beforeAll(() => enable(ctx));
  afterEach(() => jest.restoreAllMocks());

  it('sends one per address within the window; the second lead is stored, logged without the address', async () => {
    const first = address('twice');
    // The same mailbox, written another way.
    const second = first.replace('@example.com', '+again@Example.COM').replace('twice', 'Twice');
    const info = jest.spyOn(ctx.app.log, 'info');
    expect((await submit(ctx, 'contact', lead(first))).statusCode).toBe(201);
    await settle(ctx);
    expect((await submit(ctx, 'contact', lead(second, { locale: 'ar' }))).statusCode).toBe(201);
    await settle(ctx);
    expect(await leadsFrom(ctx, first, second)).toBe(2);
    const sent = await mailsTo(ctx, first, second);
    expect(sent.map((mail) => mail.to)).toEqual([first]);
    const skipped = info.mock.calls.filter(([, message]) =>
      String(message).startsWith('acknowledgement skipped'),
    );
    expect(skipped).toHaveLength(1);
    const logged = JSON.stringify(skipped);
    expect(logged).not.toContain(run);
    expect(logged).not.toContain(addressKey(first));
  });

  it('sends exactly one for ten leads at once from one address', async () => {
    const to = address('burst');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submit(ctx, 'contact', lead(to, { name: `Sara ${'x'.repeat(i)}` })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    // The ten arrival steps run together here.
    await settle(ctx);
    expect(await leadsFrom(ctx, to)).toBe(10);
    expect(await mailsTo(ctx, to)).toHaveLength(1);
  });

  it('sends exactly one for leads at once through two instances', async () => {
    const other: FastifyInstance = await buildApp(ctx.config, {
      logger: false,
      db: ctx.db,
      afterResponse: 'manual',
      jobs: false,
    });
    try {
      await other.ready();
      const to = address('fleet');
      const apps = [ctx.app, other, ctx.app, other];
      const answers = await Promise.all(
        apps.map((app) => submit({ ...ctx, app }, 'contact', lead(to))),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      await Promise.all([settle(ctx), settle({ app: other })]);
      expect(await leadsFrom(ctx, to)).toBe(4);
      expect(await mailsTo(ctx, to)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('gives its claims back when the mails cannot be queued, so the rerun still sends each one', async () => {
    const one = address('requeue-one');
    const two = address('requeue-two');
    // The queue's transaction fails once (the database briefly away), after the addresses were claimed.
    jest
      .spyOn(ctx.app.mailer, 'queueOnceIn')
      .mockRejectedValueOnce(new Error('the mail queue is briefly away'));
    await Promise.all([submit(ctx, 'contact', lead(one)), submit(ctx, 'contact', lead(two))]);
    await settle(ctx);
    // A lead that failed alone is left to the arrival sweep: run it now rather than 30 s later.
    const pending = await pendingArrivals(ctx.db, {
      from: new Date(Date.now() - HOUR),
      to: new Date(Date.now() + HOUR),
      limit: 100,
    });
    await ctx.app.leadArrivals.arriveAll(pending);
    await settle(ctx);
    expect(await mailsTo(ctx, one)).toHaveLength(1);
    expect(await mailsTo(ctx, two)).toHaveLength(1);
  });

  it('counts addresses apart', async () => {
    const one = address('one');
    const two = address('two');
    await Promise.all([submit(ctx, 'contact', lead(one)), submit(ctx, 'contact', lead(two))]);
    await settle(ctx);
    expect(await mailsTo(ctx, one)).toHaveLength(1);
    expect(await mailsTo(ctx, two)).toHaveLength(1);
  });

  if (clock)
    it('sends another once 24 hours have passed, not before', async () => {
      const to = address('daily');
      await submit(ctx, 'contact', lead(to));
      await settle(ctx);
      later(23 * HOUR);
      await submit(ctx, 'contact', lead(to));
      await settle(ctx);
      expect(await mailsTo(ctx, to)).toHaveLength(1);
      jest.restoreAllMocks();
      later(24 * HOUR + 60_000);
      await submit(ctx, 'contact', lead(to));
      await settle(ctx);
      expect(await mailsTo(ctx, to)).toHaveLength(2);
      expect(await leadsFrom(ctx, to)).toBe(3);
    });
}

describeEachDb('one acknowledgement per address', (ctx) => perAddress(ctx, { clock: true }));

// With REDIS_URL the counter lives in Redis, shared by every instance.
if (process.env.REDIS_URL_TEST)
  describeEachDb(
    'one acknowledgement per address, counted in Redis',
    (ctx) => perAddress(ctx, { clock: false }),
    {
      REDIS_URL: process.env.REDIS_URL_TEST,
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    },
  );

describeEachDb(
  'an acknowledgement window of ACK_PER_ADDRESS_HOURS=1',
  (ctx) => {
    beforeAll(() => enable(ctx));
    afterEach(() => jest.restoreAllMocks());

    it('sends another after an hour', async () => {
      const to = `hourly-${randomBytes(4).toString('hex')}@example.com`;
      await submit(ctx, 'contact', lead(to));
      await settle(ctx);
      later(HOUR - 60_000);
      await submit(ctx, 'contact', lead(to));
      await settle(ctx);
      expect(await mailsTo(ctx, to)).toHaveLength(1);
      jest.restoreAllMocks();
      later(HOUR + 60_000);
      await submit(ctx, 'contact', lead(to));
      await settle(ctx);
      expect(await mailsTo(ctx, to)).toHaveLength(2);
    });
  },
  { ACK_PER_ADDRESS_HOURS: '1' },
);

describeEachDb(
  'no acknowledgement window with ACK_PER_ADDRESS_HOURS=0',
  (ctx) => {
    beforeAll(() => enable(ctx));

    it('sends one per lead', async () => {
      const to = `unlimited-${randomBytes(4).toString('hex')}@example.com`;
      await Promise.all([submit(ctx, 'contact', lead(to)), submit(ctx, 'contact', lead(to))]);
      await settle(ctx);
      expect(await mailsTo(ctx, to)).toHaveLength(2);
    });
  },
  { ACK_PER_ADDRESS_HOURS: '0' },
);

describe('the per-address key', () => {
  it('is one per mailbox', () => {
    expect(normaliseAddress(' Sara.Ahmed+offers@Example.COM. ')).toBe('sara.ahmed@example.com');
    expect(normaliseAddress('s.a.r.a+x@googlemail.com')).toBe('sara@gmail.com');
    expect(normaliseAddress('sara@bücher.example')).toBe('sara@xn--bcher-kva.example');
    expect(addressKey('Sara@Example.com')).toBe(addressKey('sara+1@example.com'));
    expect(addressKey('sara@example.com')).not.toBe(addressKey('omar@example.com'));
  });

  it('never holds the address in clear', () => {
    const key = addressKey('sara@example.com');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toContain('sara');
  });
});

/**
 * A lead's arrival made durable (docs/architecture.md#lead-intake-pipeline): leads stored but never handed
 * to their arrival steps (the process died after the 201) are routed and get their acknowledgement and
 * assignment notice from the `lead-arrivals` sweep, exactly once each however often it runs, and even when
 * the intake's own run comes late; leads already announced, too fresh, a day old, or stored without the
 * mark are left alone; a failed step keeps the lead pending until a sweep gets through.
 */
import type { UserRow } from '../../../../src/server/db/database';
import { writeAutoAcknowledgement } from '../../../../src/server/leads/acknowledgement/autoAcknowledgementRepository';
import { ackPerAddress } from '../../../../src/server/leads/acknowledgement/perAddressLimit';
import { storeSubmission } from '../../../../src/server/leads/intake/intakeService';
import { readOutbox } from '../../../../src/server/mail/outboxReader';
import { insertRule } from '../../../../src/server/leads/routing/routingRepository';
import {
  catchAllRule,
  clearLeads,
  intakeBody,
  leadRow,
  seedLeads,
  submit,
} from '../../support/leadFixtures';
import { createTestUser, describeEachDb, settle } from '../../support/testApp';

const MINUTE = 60_000;

describeEachDb('lead arrivals after a crash', (ctx) => {
  let agent: UserRow;
  /** The jobs run once a period: each tick is ten minutes after the one before. */
  let clock = Date.now();
  const tick = async () => {
    clock += 10 * MINUTE;
    await ctx.app.jobs.tick(new Date(clock));
    await settle(ctx);
  };
  const failing = new Set<number>();

  beforeAll(async () => {
    agent = await createTestUser(ctx, { role: 'sales-agent', name: 'Amal' });
    await insertRule(ctx.db, catchAllRule([agent.id]));
    await writeAutoAcknowledgement(
      ctx.db,
      {
        enabled: true,
        en: { subject: 'We received {reference}', body: 'Hello {name}' },
        ar: { subject: 'استلمنا {reference}', body: 'مرحباً {name}' },
      },
      new Date(),
    );
    // A step that fails for the leads a test names (the app keeps it; it passes for every other lead).
    ctx.app.leadArrivals.on('announce', 'test-flaky', async (leads) => {
      if (leads.some((lead) => failing.has(lead.id))) throw new Error('briefly unavailable');
    });
  });
  beforeEach(async () => {
    await clearLeads(ctx);
    await ctx.db.deleteFrom('mail_queue').execute();
  });

  /** What the intake commits before its 201, and nothing after: the crash. */
  const storeOnly = async (email: string) => {
    const { leadId } = await storeSubmission(ctx.db, {
      kind: 'contact',
      body: intakeBody('contact', { email }),
    });
    return leadId!;
  };
  const lead = (id: number) =>
    ctx.db
      .selectFrom('leads')
      .select(['reference', 'assignee_id', 'routed_at', 'arrival_pending_since'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** The queued acknowledgements and assignment notices of one lead, by what they are. */
  const mailOf = async (id: number, email: string) => {
    const { reference } = await lead(id);
    const rows = await ctx.db
      .selectFrom('mail_queue')
      .select(['to_address', 'subject', 'dedupe_key'])
      .execute();
    return {
      ack: rows.filter((row) => row.to_address === email).map((row) => row.dedupe_key),
      assigned: rows
        .filter((row) => row.to_address === agent.email && row.subject.includes(reference))
        .map((row) => row.dedupe_key),
    };
  };
  const once = (id: number) => ({
    ack: [`ack:lead:${id}`],
    assigned: [`assigned:lead:${id}:user:${agent.id}`],
  });

  it('routes, acknowledges and notifies each lead of a burst a crash left pending, once', async () => {
    const emails = Array.from({ length: 20 }, (_, n) => `burst${n}@example.com`);
    const ids: number[] = [];
    for (const email of emails) ids.push(await storeOnly(email));
    expect(await ctx.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);

    await tick();
    for (const [n, id] of ids.entries()) {
      expect(await lead(id)).toMatchObject({ assignee_id: agent.id, arrival_pending_since: null });
      expect(await mailOf(id, emails[n]!)).toEqual(once(id));
      expect(await readOutbox(ctx.db, ctx.config, { to: emails[n]! })).toHaveLength(1);
    }

    // Again, and again with every lead marked pending once more: the steps run, nothing is sent twice.
    await tick();
    await ctx.db
      .updateTable('leads')
      .set({ arrival_pending_since: new Date(clock - MINUTE).toISOString() })
      .execute();
    await tick();
    for (const [n, id] of ids.entries()) {
      expect(await lead(id)).toMatchObject({ assignee_id: agent.id, arrival_pending_since: null });
      expect(await mailOf(id, emails[n]!)).toEqual(once(id));
      expect(await readOutbox(ctx.db, ctx.config, { to: emails[n]! })).toHaveLength(1);
    }
  });

  it('leaves alone a lead whose arrival ran after its answer', async () => {
    const response = await submit(
      ctx,
      'contact',
      intakeBody('contact', { email: 'ok@example.com' }),
    );
    expect(response.statusCode).toBe(201);
    await settle(ctx);
    const id = (await ctx.db.selectFrom('leads').select('id').executeTakeFirstOrThrow()).id;
    expect(await lead(id)).toMatchObject({ assignee_id: agent.id, arrival_pending_since: null });
    expect(await mailOf(id, 'ok@example.com')).toEqual(once(id));
    const queued = await ctx.db.selectFrom('mail_queue').selectAll().execute();
    await tick();
    expect(await ctx.db.selectFrom('mail_queue').selectAll().execute()).toEqual(queued);
  });

  it('sends nothing twice when the intake’s own run comes after the sweep', async () => {
    const response = await submit(
      ctx,
      'contact',
      intakeBody('contact', { email: 'late@example.com' }),
    );
    expect(response.statusCode).toBe(201);
    const id = (await ctx.db.selectFrom('leads').select('id').executeTakeFirstOrThrow()).id;
    // The sweep first (the run after the answer is still held), then that run.
    clock += 10 * MINUTE;
    await ctx.app.jobs.tick(new Date(clock));
    expect(await mailOf(id, 'late@example.com')).toEqual(once(id));
    await settle(ctx);
    expect(await mailOf(id, 'late@example.com')).toEqual(once(id));
    expect(await readOutbox(ctx.db, ctx.config, { to: 'late@example.com' })).toHaveLength(1);
  });

  /** The dedupe keys of the messages queued to an address. */
  const queuedTo = async (email: string) =>
    (
      await ctx.db
        .selectFrom('mail_queue')
        .select('dedupe_key')
        .where('to_address', '=', email)
        .execute()
    ).map((row) => row.dedupe_key);
  /** A lead the crash left pending a minute ago, as the leads the sweep takes over are. */
  const pendingAMinute = async (email: string) => {
    const id = await storeOnly(email);
    await ctx.db
      .updateTable('leads')
      .set({ arrival_pending_since: new Date(Date.now() - MINUTE).toISOString() })
      .where('id', '=', id)
      .execute();
    return id;
  };
  /** A crash after the acknowledgement's claim on its address, before its mail: the window is spent. */
  const crashAfterClaim = async (email: string) => {
    const id = await pendingAMinute(email);
    expect(await ackPerAddress(ctx.app.limits, ctx.config.ackPerAddressHours).claim(email)).toBe(
      true,
    );
    return id;
  };

  it('still acknowledges a lead whose run died between claiming its address and queuing the mail, once', async () => {
    const email = `claimed-${Date.now()}@example.com`;
    const id = await crashAfterClaim(email);
    await tick();
    expect(await lead(id)).toMatchObject({ assignee_id: agent.id, arrival_pending_since: null });
    expect(await mailOf(id, email)).toEqual(once(id));
    expect(await readOutbox(ctx.db, ctx.config, { to: email })).toHaveLength(1);
    // The window is spent for good now: the address's next lead gets no second mail.
    const next = await submit(ctx, 'contact', intakeBody('contact', { email }));
    expect(next.statusCode).toBe(201);
    await settle(ctx);
    expect(await queuedTo(email)).toEqual([`ack:lead:${id}`]);
  });

  it('skips the mail of a lead taken over when its address had one in the window', async () => {
    const email = `answered-${Date.now()}@example.com`;
    const first = await submit(ctx, 'contact', intakeBody('contact', { email }));
    expect(first.statusCode).toBe(201);
    await settle(ctx);
    const answered = await queuedTo(email);
    expect(answered).toEqual([expect.stringMatching(/^ack:lead:\d+$/)]);
    // The same address again, its run dead after the claim was refused (the window is the first lead's).
    const id = await pendingAMinute(email);
    await tick();
    expect(await lead(id)).toMatchObject({ arrival_pending_since: null });
    expect(await queuedTo(email)).toEqual(answered);
    expect(await readOutbox(ctx.db, ctx.config, { to: email })).toHaveLength(1);
  });

  it('waits 30 s before taking a lead over, leaves day-old leads to people and unmarked ones alone', async () => {
    const fresh = await storeOnly('fresh@example.com');
    const old = await storeOnly('old@example.com');
    const next = clock + 10 * MINUTE;
    const pendingSince = (id: number, at: number) =>
      ctx.db
        .updateTable('leads')
        .set({ arrival_pending_since: new Date(at).toISOString() })
        .where('id', '=', id)
        .execute();
    await pendingSince(fresh, next - 20_000);
    await pendingSince(old, next - 25 * 60 * MINUTE);
    // Stored without the mark: before migration 023, or by an older release during a rolling upgrade.
    const [unmarked] = await seedLeads(ctx, [
      leadRow('contact', { email: 'unmarked@example.com', routed_at: new Date().toISOString() }),
    ]);
    await tick();
    expect(await lead(fresh)).toMatchObject({ routed_at: null, assignee_id: null });
    expect((await lead(fresh)).arrival_pending_since).not.toBeNull();
    expect((await lead(old)).arrival_pending_since).not.toBeNull();
    expect(await mailOf(fresh, 'fresh@example.com')).toEqual({ ack: [], assigned: [] });
    expect(await mailOf(old, 'old@example.com')).toEqual({ ack: [], assigned: [] });
    expect(await mailOf(unmarked!, 'unmarked@example.com')).toEqual({ ack: [], assigned: [] });
    // By the next sweep the fresh one has waited long enough.
    await tick();
    expect(await mailOf(fresh, 'fresh@example.com')).toEqual(once(fresh));
  });

  it('keeps a lead pending while a step fails, and finishes it at a later sweep', async () => {
    const id = await storeOnly('flaky@example.com');
    failing.add(id);
    await tick();
    expect((await lead(id)).arrival_pending_since).not.toBeNull();
    // The steps that could run did.
    expect(await mailOf(id, 'flaky@example.com')).toEqual(once(id));
    failing.delete(id);
    await tick();
    expect((await lead(id)).arrival_pending_since).toBeNull();
    expect(await mailOf(id, 'flaky@example.com')).toEqual(once(id));
  });
});

/**
 * Routing (docs/product.md#routing): rules matched per criterion and in order, the round-robin turn (fair
 * over 1 000 leads, and under 50 leads at once), availability and working hours at a chosen time, the pool
 * and the managers' mail, the sweep, and a deactivated agent's open leads back in the pool.
 */
import type { UserRow } from '../../../../src/server/db/database';
import { readOutbox } from '../../../../src/server/mail/outboxReader';
import {
  routeLead,
  sendPoolDigest,
  type RoutingDeps,
} from '../../../../src/server/leads/routing/routingService';
import type { RoutingRuleInput } from '../../../../src/shared/leads/routing/schemas';
import { adminClient, developerInput, projectInput } from '../../support/contentFixtures';
import {
  catchAllRule,
  clearLeads,
  intakeBody,
  leadRow,
  seedLeads,
  submit,
} from '../../support/leadFixtures';
import {
  adminCall,
  createTestUser,
  describeEachDb,
  loginAs,
  mailDiesAfterCommit,
  queuedMailTo,
  settle,
  type TestContext,
} from '../../support/testApp';

describeEachDb('lead routing', (ctx) => {
  let agents: UserRow[];
  let admin: UserRow;
  let manager: UserRow;
  let managerToken: string;
  let agentToken: string;
  let projects: [number, number];
  let ip = 10;
  const nextIp = () => `198.51.100.${(ip += 1)}`;
  // Routing queues its mail in its own transaction; most tests here look at assignments only.
  const quietMailer = { queueOnceIn: async () => true, deliverDue: async () => undefined };
  const deps = (): RoutingDeps => ({ db: ctx.db, mailer: quietMailer, appUrl: 'http://x' });

  beforeAll(async () => {
    agents = [];
    for (const name of ['Amal', 'Badr', 'Carim', 'Dana'])
      agents.push(await createTestUser(ctx, { role: 'sales-agent', name }));
    admin = await createTestUser(ctx, { role: 'super-admin', name: 'Sam Super' });
    manager = await createTestUser(ctx, { role: 'sales-manager', name: 'Mona Manager' });
    await ctx.db.updateTable('users').set({ locale: 'ar' }).where('id', '=', manager.id).execute();
    managerToken = await loginAs(ctx, manager.email, undefined, nextIp());
    agentToken = await loginAs(ctx, agents[0]!.email, undefined, nextIp());
    const content = await adminClient(ctx);
    const developer = await content.create('/developers', developerInput());
    projects = [
      (await content.create('/projects', projectInput(developer.id))).id,
      (await content.create('/projects', projectInput(developer.id))).id,
    ];
  });

  beforeEach(async () => {
    await clearLeads(ctx);
    await ctx.db.deleteFrom('routing_rules').execute();
    await ctx.db
      .updateTable('users')
      .set({ available: 1, working_hours: null, deactivated_at: null })
      .execute();
  });

  const call = adminCall(ctx);
  const rule = (overrides: Partial<RoutingRuleInput> = {}) =>
    catchAllRule([agents[0]!.id], overrides);
  const addRule = async (overrides: Partial<RoutingRuleInput> = {}) => {
    const response = await call(managerToken, 'POST', '/routing-rules', rule(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number };
  };
  const unrouted = (...rows: Parameters<typeof leadRow>) =>
    leadRow(rows[0], { routed_at: null, ...rows[1] });
  const assigneeOf = async (id: number) =>
    (
      await ctx.db
        .selectFrom('leads')
        .select('assignee_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).assignee_id;
  const outbox = (c: TestContext) => readOutbox(c.db, c.config, { limit: 1000 });
  const newMail = async (before: Set<string>) =>
    (await outbox(ctx)).filter((mail) => !before.has(mail.id));
  /** Every active super-admin and sales manager (the content fixture adds a super-admin of its own). */
  const managerEmails = async () =>
    (
      await ctx.db
        .selectFrom('users')
        .select('email')
        .where('role', 'in', ['super-admin', 'sales-manager'])
        .where('deactivated_at', 'is', null)
        .execute()
    )
      .map((u) => u.email)
      .sort();
  /** The mail written so far, once earlier tests' mail (a job's escalation, say) has been written. */
  const mailIds = async () => {
    await settle(ctx);
    return new Set((await outbox(ctx)).map((mail) => mail.id));
  };

  describe('matching', () => {
    const cases: [
      string,
      Partial<RoutingRuleInput>,
      Parameters<typeof leadRow>,
      Parameters<typeof leadRow>,
    ][] = [
      ['kind', { kinds: ['sale'] }, ['sale', {}], ['contact', {}]],
      [
        'project',
        { project_ids: [7] },
        ['project', { project_id: 7 }],
        ['project', { project_id: 8 }],
      ],
      [
        'language',
        { languages: ['ar'] },
        ['contact', { locale: 'ar' }],
        ['contact', { locale: 'en' }],
      ],
      [
        'city',
        { cities: ['abu dhabi'] },
        ['sale', { city: 'Abu Dhabi' }],
        ['sale', { city: 'Dubai' }],
      ],
      [
        'budget',
        { budget_min: 1_000_000, budget_max: 3_000_000 },
        ['consulting', { budget: 2_000_000 }],
        ['consulting', { budget: 500_000 }],
      ],
      [
        'budget without a budget',
        { budget_min: 1 },
        ['consulting', { budget: 5 }],
        ['contact', {}],
      ],
    ];
    it.each(cases)('by %s', async (name, criteria, hit, miss) => {
      // Projects exist only once the suite has started: the case names them by their index.
      if (name === 'project') {
        criteria = { project_ids: [projects[0]] };
        hit = ['project', { project_id: projects[0] }];
        miss = ['project', { project_id: projects[1] }];
      }
      await addRule(criteria);
      const [yes, no] = await seedLeads(ctx, [unrouted(...hit), unrouted(...miss)]);
      expect(await routeLead(deps(), yes!)).toMatchObject({ result: 'assigned' });
      expect(await routeLead(deps(), no!)).toEqual({ result: 'pool', reason: 'no-rule' });
      expect(await assigneeOf(yes!)).toBe(agents[0]!.id);
      expect(await assigneeOf(no!)).toBeNull();
    });

    it('takes the first matching active rule in order, and follows a reorder', async () => {
      const first = await addRule({
        name: 'Arabic',
        languages: ['ar'],
        agent_ids: [agents[1]!.id],
      });
      const second = await addRule({ name: 'Any', agent_ids: [agents[2]!.id] });
      await addRule({ name: 'Off', active: false, agent_ids: [agents[3]!.id] });
      const [a, b] = await seedLeads(ctx, [
        unrouted('contact', { locale: 'ar' }),
        unrouted('contact', { locale: 'en' }),
      ]);
      await routeLead(deps(), a!);
      await routeLead(deps(), b!);
      expect(await assigneeOf(a!)).toBe(agents[1]!.id);
      expect(await assigneeOf(b!)).toBe(agents[2]!.id);

      const reordered = await call(managerToken, 'POST', '/routing-rules/reorder', {
        ids: [
          second.id,
          first.id,
          (
            await ctx.db
              .selectFrom('routing_rules')
              .select('id')
              .where('name', '=', 'Off')
              .executeTakeFirstOrThrow()
          ).id,
        ],
      });
      expect(reordered.statusCode).toBe(200);
      const [c] = await seedLeads(ctx, [unrouted('contact', { locale: 'ar' })]);
      await routeLead(deps(), c!);
      expect(await assigneeOf(c!)).toBe(agents[2]!.id);
    });

    it('never routes a lead twice, nor one assigned by hand', async () => {
      await addRule();
      const [lead, manual] = await seedLeads(ctx, [
        unrouted('contact'),
        unrouted('contact', { assignee_id: agents[3]!.id }),
      ]);
      expect((await routeLead(deps(), lead!)).result).toBe('assigned');
      expect(await routeLead(deps(), lead!)).toEqual({ result: 'skipped' });
      expect(await routeLead(deps(), manual!)).toEqual({ result: 'skipped' });
      expect(await assigneeOf(manual!)).toBe(agents[3]!.id);
    });
  });

  describe('round robin', () => {
    const tally = async (ids: number[]) => {
      const rows = await ctx.db
        .selectFrom('leads')
        .select('assignee_id')
        .where('id', 'in', ids)
        .execute();
      const counts = new Map<number | null, number>();
      for (const row of rows) counts.set(row.assignee_id, (counts.get(row.assignee_id) ?? 0) + 1);
      return counts;
    };

    it('shares 300 leads fairly among three agents, one after another', async () => {
      const group = agents.slice(0, 3).map((a) => a.id);
      await addRule({ agent_ids: group });
      const ids = await seedLeads(
        ctx,
        Array.from({ length: 300 }, () => unrouted('contact')),
      );
      for (const id of ids) await routeLead(deps(), id);
      const counts = await tally(ids);
      expect(counts.get(null)).toBeUndefined();
      for (const id of group) expect(counts.get(id)).toBe(100);
    }, 120_000);

    it('stays fair with 50 leads at once, and assigns each exactly once', async () => {
      const group = agents.map((a) => a.id);
      await addRule({ agent_ids: group });
      const ids = await seedLeads(
        ctx,
        Array.from({ length: 50 }, () => unrouted('contact')),
      );
      const outcomes = await Promise.all(ids.map((id) => routeLead(deps(), id)));
      expect(outcomes.every((o) => o.result === 'assigned')).toBe(true);
      const counts = await tally(ids);
      for (const id of group) expect(Math.abs(counts.get(id)! - 50 / 4)).toBeLessThanOrEqual(1);
      const audits = await ctx.db
        .selectFrom('audit_log')
        .select(['entity_id', 'user_id'])
        .where('action', '=', 'assign')
        .where('entity_id', 'in', ids.map(String))
        .execute();
      expect(audits).toHaveLength(50);
      expect(new Set(audits.map((a) => a.entity_id)).size).toBe(50);
      expect(audits.every((a) => a.user_id === null)).toBe(true);
    });

    it('routes leads from the public intake, 20 at once, and mails each agent', async () => {
      await addRule({ agent_ids: [agents[0]!.id, agents[1]!.id] });
      const before = await mailIds();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          submit(ctx, 'contact', intakeBody('contact', { email: `p${n}@example.com` })),
        ),
      );
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      await settle(ctx);
      const leads = await ctx.db.selectFrom('leads').select(['assignee_id', 'routed_at']).execute();
      expect(leads).toHaveLength(20);
      expect(leads.every((l) => l.routed_at !== null)).toBe(true);
      expect(leads.filter((l) => l.assignee_id === agents[0]!.id)).toHaveLength(10);
      expect(leads.filter((l) => l.assignee_id === agents[1]!.id)).toHaveLength(10);
      const mails = await newMail(before);
      expect(mails.filter((m) => m.to === agents[0]!.email)).toHaveLength(10);
      expect(mails[0]!.text).toContain('Automatic routing');
    });
  });

  describe('availability', () => {
    it('skips agents who are away, deactivated or outside their hours', async () => {
      const [a, b, c] = agents;
      await addRule({ agent_ids: [a!.id, b!.id, c!.id] });
      await ctx.db.updateTable('users').set({ available: 0 }).where('id', '=', a!.id).execute();
      await ctx.db
        .updateTable('users')
        .set({
          working_hours: JSON.stringify({
            days: [1, 2, 3, 4, 5],
            from: '09:00',
            to: '17:00',
            time_zone: 'Asia/Dubai',
          }),
        })
        .where('id', '=', b!.id)
        .execute();
      await ctx.db
        .updateTable('users')
        .set({ deactivated_at: new Date().toISOString() })
        .where('id', '=', c!.id)
        .execute();
      // Monday 10:00 in Dubai (06:00 UTC): only Badr works then.
      const monday = new Date('2026-11-23T06:00:00Z');
      const sunday = new Date('2026-11-22T06:00:00Z');
      const ids = await seedLeads(ctx, [
        unrouted('contact'),
        unrouted('contact'),
        unrouted('contact'),
      ]);
      expect(await routeLead(deps(), ids[0]!, monday)).toMatchObject({ agentId: b!.id });
      expect(await routeLead(deps(), ids[1]!, monday)).toMatchObject({ agentId: b!.id });
      const before = await mailIds();
      const live = { ...deps(), mailer: ctx.app.mailer };
      expect(await routeLead(live, ids[2]!, sunday)).toEqual({
        result: 'pool',
        reason: 'nobody-available',
      });
      // The managers hear of it in the pool's digest.
      expect(await sendPoolDigest(live)).toBe(1);
      await settle(ctx);
      const mails = await newMail(before);
      expect(mails.map((m) => m.to).sort()).toEqual(await managerEmails());
      expect(await managerEmails()).toEqual(expect.arrayContaining([admin.email, manager.email]));
      expect(mails.find((m) => m.to === manager.email)!.subject).toContain('بلا مسؤول');
    });

    it('skips an agent who was invited and never accepted (cannot sign in to answer)', async () => {
      const invited = await createTestUser(ctx, { role: 'sales-agent', name: 'Invited Ines' });
      await ctx.db
        .updateTable('users')
        .set({ password_hash: '' })
        .where('id', '=', invited.id)
        .execute();
      // A rule may not name them…
      const refused = await call(
        managerToken,
        'POST',
        '/routing-rules',
        rule({ agent_ids: [invited.id] }),
      );
      expect(refused.statusCode).toBe(422);
      // …and a rule that named them before this was checked passes them by.
      const { id: ruleId } = await addRule({ agent_ids: [agents[0]!.id] });
      await ctx.db
        .updateTable('routing_rules')
        .set({ agent_ids: JSON.stringify([invited.id, agents[0]!.id]) })
        .where('id', '=', ruleId)
        .execute();
      const ids = await seedLeads(ctx, [unrouted('contact'), unrouted('contact')]);
      for (const id of ids)
        expect(await routeLead(deps(), id, new Date())).toMatchObject({ agentId: agents[0]!.id });
    });

    it('lets a sales user switch themselves away, with working hours, and shows it on the rules', async () => {
      await addRule({ agent_ids: [agents[0]!.id] });
      const hours = { days: [0, 1], from: '22:00', to: '06:00', time_zone: 'Asia/Dubai' };
      const put = await call(agentToken, 'PUT', '/profile/availability', {
        available: false,
        working_hours: hours,
      });
      expect(put.statusCode).toBe(200);
      expect((await call(agentToken, 'GET', '/profile/availability')).json().data).toEqual({
        available: false,
        working_hours: hours,
      });
      const rules = (await call(managerToken, 'GET', '/routing-rules')).json().data;
      expect(rules[0].agents).toEqual([{ id: agents[0]!.id, name: 'Amal', state: 'unavailable' }]);
      const bad = await call(agentToken, 'PUT', '/profile/availability', {
        available: true,
        working_hours: { ...hours, time_zone: 'Mars/Olympus' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty(['working_hours.time_zone']);
      const badTime = await call(agentToken, 'PUT', '/profile/availability', {
        available: true,
        working_hours: { ...hours, from: '25:00' },
      });
      expect(badTime.statusCode).toBe(422);
    });
  });

  describe('the pool', () => {
    it('leaves unmatched leads in the pool and tells each manager of them in one digest', async () => {
      await addRule({ kinds: ['sale'] });
      const before = await mailIds();
      // A burst: three submissions at once, none of which a rule matches.
      const answers = await Promise.all(
        [1, 2, 3].map((n) => submit(ctx, 'contact', intakeBody('contact', { name: `Pool ${n}` }))),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      await settle(ctx);
      const leads = await ctx.db.selectFrom('leads').select(['assignee_id', 'routed_at']).execute();
      expect(leads).toHaveLength(3);
      for (const lead of leads) {
        expect(lead.assignee_id).toBeNull();
        expect(lead.routed_at).not.toBeNull();
      }
      // Nothing per lead: the managers hear of the pool from the digest.
      expect(await newMail(before)).toEqual([]);

      const liveDeps = { db: ctx.db, mailer: ctx.app.mailer, appUrl: ctx.config.appUrl };
      expect(await sendPoolDigest(liveDeps)).toBe(3);
      await settle(ctx);
      const mails = await newMail(before);
      expect(mails.map((m) => m.to).sort()).toEqual(await managerEmails());
      expect(await managerEmails()).toEqual(expect.arrayContaining([admin.email, manager.email]));
      const toAdmin = mails.find((m) => m.to === admin.email)!;
      expect(toAdmin.subject).toBe('3 leads are in the unassigned pool');
      expect(toAdmin.text).toContain('No routing rule matched');
      expect(toAdmin.text.match(/\/contact-forms\/\d+/g)).toHaveLength(3);

      // Told once: the next digest has nothing to say.
      const told = new Set(mails.map((m) => m.id));
      expect(await sendPoolDigest(liveDeps)).toBe(0);
      await settle(ctx);
      expect((await newMail(before)).filter((m) => !told.has(m.id))).toEqual([]);
    });

    it('leaves out of the digest a pool lead someone took meanwhile', async () => {
      await addRule({ kinds: ['sale'] });
      const before = await mailIds();
      await submit(ctx, 'contact', intakeBody('contact', { name: 'Taken Tala' }));
      await submit(ctx, 'contact', intakeBody('contact', { name: 'Waiting Wael' }));
      await settle(ctx);
      const [taken] = await ctx.db.selectFrom('leads').select('id').orderBy('id').execute();
      await ctx.db
        .updateTable('leads')
        .set({ assignee_id: agents[0]!.id })
        .where('id', '=', taken!.id)
        .execute();
      const liveDeps = { db: ctx.db, mailer: ctx.app.mailer, appUrl: ctx.config.appUrl };
      expect(await sendPoolDigest(liveDeps)).toBe(1);
      await settle(ctx);
      const toAdmin = (await newMail(before)).find((m) => m.to === admin.email)!;
      expect(toAdmin.text).not.toContain(`/${taken!.id}\n`);
      expect(await ctx.db.selectFrom('pool_notices').selectAll().execute()).toEqual([]);
    });

    it('the sweep routes leads a crash left unrouted, once they are a minute old', async () => {
      await addRule();
      const old = new Date(Date.now() - 5 * 60_000).toISOString();
      const [stale, fresh] = await seedLeads(ctx, [
        unrouted('contact', { created_at: old, updated_at: old }),
        unrouted('contact'),
      ]);
      await ctx.app.jobs.tick();
      expect(await assigneeOf(stale!)).toBe(agents[0]!.id);
      expect(await assigneeOf(fresh!)).toBeNull();
    });

    it('returns a deactivated agent’s open leads to the pool and tells the managers', async () => {
      const adminToken = await loginAs(ctx, admin.email, undefined, nextIp());
      const agent = agents[3]!;
      const [open, closed] = await seedLeads(ctx, [
        leadRow('contact', { assignee_id: agent.id, status: 'contacted' }),
        leadRow('sale', { assignee_id: agent.id, status: 'closed' }),
      ]);
      await addRule({ agent_ids: [agent.id, agents[0]!.id] });
      const before = await mailIds();
      const response = await call(adminToken, 'PATCH', `/users/${agent.id}`, { active: false });
      expect(response.statusCode).toBe(200);
      await settle(ctx);
      expect(await assigneeOf(open!)).toBeNull();
      expect(await assigneeOf(closed!)).toBe(agent.id);
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select(['user_id', 'changes'])
        .where('action', '=', 'assign')
        .where('entity_id', '=', String(open))
        .execute();
      expect(audit).toEqual([
        { user_id: admin.id, changes: JSON.stringify({ assignee_id: [agent.id, null] }) },
      ]);
      const mails = await newMail(before);
      expect(mails.map((m) => m.to).sort()).toEqual(await managerEmails());
      expect(await managerEmails()).toEqual(expect.arrayContaining([admin.email, manager.email]));
      expect(mails.find((m) => m.to === admin.email)!.text).toContain('Dana was deactivated');
      // The rule stays, its agent shown deactivated and skipped.
      const rules = (await call(managerToken, 'GET', '/routing-rules')).json().data;
      expect(rules[0].agents.map((a: { state: string }) => a.state)).toEqual(['deactivated', 'ok']);
      const [next] = await seedLeads(ctx, [unrouted('contact')]);
      expect(await routeLead(deps(), next!)).toMatchObject({ agentId: agents[0]!.id });
      const kept = await call(
        managerToken,
        'PUT',
        `/routing-rules/${rules[0].id}`,
        rule({ name: 'Kept', agent_ids: [agent.id, agents[0]!.id] }),
      );
      expect(kept.statusCode).toBe(200);
    });
    it('keeps the managers’ mail about a deactivated agent’s leads when the process dies after the commit', async () => {
      const adminToken = await loginAs(ctx, admin.email, undefined, nextIp());
      const agent = agents[2]!;
      const [open] = await seedLeads(ctx, [
        leadRow('contact', { assignee_id: agent.id, status: 'contacted' }),
      ]);
      mailDiesAfterCommit(ctx);
      try {
        const response = await call(adminToken, 'PATCH', `/users/${agent.id}`, { active: false });
        expect(response.statusCode).toBe(200);
        await settle(ctx);
      } finally {
        jest.restoreAllMocks();
      }
      expect(await assigneeOf(open!)).toBeNull();
      for (const email of await managerEmails())
        expect(await queuedMailTo(ctx, email)).toHaveLength(1);
      await ctx.app.mailer.deliverDue();
      expect(await queuedMailTo(ctx, manager.email)).toEqual([]);
    });
  });

  describe('the rules API', () => {
    it('answers 403 to the roles that may not manage rules, and works for the others', async () => {
      await ctx.db.deleteFrom('audit_log').where('entity', '=', 'routing-rule').execute();
      const editor = await createTestUser(ctx, { role: 'editor' });
      const tokens = {
        'super-admin': await loginAs(ctx, admin.email, undefined, nextIp()),
        'sales-manager': managerToken,
        'sales-agent': agentToken,
        editor: await loginAs(ctx, editor.email, undefined, nextIp()),
      };
      for (const [role, token] of Object.entries(tokens)) {
        const allowed = role === 'super-admin' || role === 'sales-manager';
        const created = await call(token, 'POST', '/routing-rules', rule({ name: role }));
        expect([role, created.statusCode]).toEqual([role, allowed ? 201 : 403]);
        const id = allowed ? created.json().data.id : 1;
        expect((await call(token, 'GET', '/routing-rules')).statusCode).toBe(allowed ? 200 : 403);
        expect(
          (await call(token, 'PUT', `/routing-rules/${id}`, rule({ name: `${role}!` }))).statusCode,
        ).toBe(allowed ? 200 : 403);
        const ids = (await ctx.db.selectFrom('routing_rules').select('id').execute()).map(
          (r) => r.id,
        );
        expect((await call(token, 'POST', '/routing-rules/reorder', { ids })).statusCode).toBe(
          allowed ? 200 : 403,
        );
        expect((await call(token, 'DELETE', `/routing-rules/${id}`)).statusCode).toBe(
          allowed ? 200 : 403,
        );
        // Availability is for the roles leads are assigned to: not the editor, nor the super-admin.
        expect((await call(token, 'GET', '/profile/availability')).statusCode).toBe(
          role === 'editor' || role === 'super-admin' ? 403 : 200,
        );
      }
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'routing-rule')
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual(
        ['create', 'create', 'delete', 'delete', 'reorder', 'reorder', 'update', 'update'].sort(),
      );
    });

    it('refuses bad rules with 422 and unknown ones with 404', async () => {
      const editor = await createTestUser(ctx, { role: 'editor' });
      const cases: [Partial<RoutingRuleInput>, string][] = [
        [{ agent_ids: [editor.id] }, 'agent_ids'],
        [{ agent_ids: [999_999] }, 'agent_ids'],
        [{ agent_ids: [] }, 'agent_ids'],
        [{ budget_min: 10, budget_max: 5 }, 'budget_max'],
        [{ name: '  ' }, 'name'],
        [{ kinds: ['villa' as 'sale'] }, 'kinds'],
      ];
      for (const [body, field] of cases) {
        const response = await call(managerToken, 'POST', '/routing-rules', rule(body));
        expect([field, response.statusCode]).toEqual([field, 422]);
        expect(Object.keys(response.json().errors).join()).toContain(field);
      }
      await ctx.db
        .updateTable('users')
        .set({ deactivated_at: new Date().toISOString() })
        .where('id', '=', agents[2]!.id)
        .execute();
      expect(
        (await call(managerToken, 'POST', '/routing-rules', rule({ agent_ids: [agents[2]!.id] })))
          .statusCode,
      ).toBe(422);
      const { id } = await addRule();
      expect(
        (await call(managerToken, 'POST', '/routing-rules/reorder', { ids: [id, id + 1] }))
          .statusCode,
      ).toBe(422);
      expect((await call(managerToken, 'PUT', '/routing-rules/999999', rule())).statusCode).toBe(
        404,
      );
      expect((await call(managerToken, 'DELETE', '/routing-rules/999999')).statusCode).toBe(404);
      expect((await call(managerToken, 'PUT', '/routing-rules/abc', rule())).statusCode).toBe(422);
    });
  });
});

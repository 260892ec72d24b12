/**
 * Speed to lead (docs/product.md#speed-to-lead): the first-response targets and who may set them, overdue
 * leads (flag, filter, badge counts) at a controlled time, the escalation job run twice (managers told
 * once), the reassignment threshold, leads older than the installation left to the desk, and the
 * response-time figures on a known set of leads.
 */
import type { UserRow } from '../../../../src/server/db/database';
import { recordInstallationStart } from '../../../../src/server/db/installationRepository';
import { readOutbox } from '../../../../src/server/mail/outboxReader';
import { quantile } from '../../../../src/server/leads/sla/responseTimesRepository';
import { clearLeads, leadRow, seedLeads } from '../../support/leadFixtures';
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

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('quantile', () => {
  it('interpolates between the nearest ranks', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([42], 0.9)).toBe(42);
    expect(quantile([30, 60, 90, 120, 180, 600], 0.5)).toBe(105);
    expect(quantile([30, 60, 90, 120, 180, 600], 0.9)).toBe(390);
  });
});

describeEachDb('speed to lead', (ctx) => {
  let agent: UserRow;
  let other: UserRow;
  let manager: UserRow;
  let admin: UserRow;
  const tokens: Record<'admin' | 'manager' | 'agent' | 'editor', string> = {
    admin: '',
    manager: '',
    agent: '',
    editor: '',
  };
  let ip = 10;
  const nextIp = () => `198.51.100.${(ip += 1)}`;
  /** Each test has its own day, later than the last, so the job (kept in job_runs) is due at each tick. */
  let testDay = 0;
  let now: Date;
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE).toISOString();
  const later = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);

  beforeAll(async () => {
    agent = await createTestUser(ctx, { role: 'sales-agent', name: 'Agent One' });
    other = await createTestUser(ctx, { role: 'sales-agent', name: 'Agent Two' });
    manager = await createTestUser(ctx, { role: 'sales-manager', name: 'Mona Manager' });
    admin = await createTestUser(ctx, { role: 'super-admin', name: 'Sami Admin' });
    const editor = await createTestUser(ctx, { role: 'editor' });
    await ctx.db.updateTable('users').set({ locale: 'ar' }).where('id', '=', admin.id).execute();
    // Managers who cannot act on an escalation are never told (escalationMails checks the recipients):
    // one invited who never accepted (no password yet), one deactivated.
    const invited = await createTestUser(ctx, { role: 'sales-manager', name: 'Invited Iman' });
    const gone = await createTestUser(ctx, { role: 'sales-manager', name: 'Gone Ghada' });
    await ctx.db
      .updateTable('users')
      .set({ password_hash: '' })
      .where('id', '=', invited.id)
      .execute();
    await ctx.db
      .updateTable('users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('id', '=', gone.id)
      .execute();
    tokens.agent = await loginAs(ctx, agent.email, undefined, nextIp());
    tokens.manager = await loginAs(ctx, manager.email, undefined, nextIp());
    tokens.admin = await loginAs(ctx, admin.email, undefined, nextIp());
    tokens.editor = await loginAs(ctx, editor.email, undefined, nextIp());
  });

  beforeEach(async () => {
    await clearLeads(ctx);
    await ctx.db
      .updateTable('lead_sla')
      .set({ target_minutes: 5, reassign_minutes: null })
      .execute();
    testDay += 1;
    now = new Date(Date.now() - 60 * DAY + testDay * DAY);
    jest.spyOn(ctx.app.clock, 'now').mockImplementation(() => new Date(now));
  });
  afterEach(() => jest.restoreAllMocks());

  const call = adminCall(ctx);
  const outbox = (c: TestContext) => readOutbox(c.db, c.config, { limit: 1000 });
  const newMails = async (before: Set<string>) =>
    (await outbox(ctx)).filter((mail) => !before.has(mail.id));
  const mailIds = async () => new Set((await outbox(ctx)).map((mail) => mail.id));
  /** Runs the minute jobs at `now`; the escalation mails they wrote, to the admin and the manager. */
  const escalationMails = async () => {
    const before = await mailIds();
    await ctx.app.jobs.tick(now);
    await settle(ctx);
    const mails = await newMails(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin.email, manager.email].sort());
    return {
      mails,
      english: mails.find((mail) => mail.to === manager.email)!,
      arabic: mails.find((mail) => mail.to === admin.email)!,
    };
  };

  describe('targets', () => {
    it('reads the default of 5 minutes per kind, no reassignment', async () => {
      const response = await call(tokens.agent, 'GET', '/lead-sla');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        contact: { target_minutes: 5, reassign_minutes: null },
        project: { target_minutes: 5, reassign_minutes: null },
        consulting: { target_minutes: 5, reassign_minutes: null },
        sale: { target_minutes: 5, reassign_minutes: null },
      });
    });

    it('lets the managers change them, audited; agents and editors may not', async () => {
      const body = { sale: { target_minutes: 15, reassign_minutes: 60 } };
      expect((await call(tokens.agent, 'PUT', '/lead-sla', body)).statusCode).toBe(403);
      expect((await call(tokens.editor, 'PUT', '/lead-sla', body)).statusCode).toBe(403);
      expect((await call(tokens.editor, 'GET', '/lead-sla')).statusCode).toBe(403);
      const changed = await call(tokens.manager, 'PUT', '/lead-sla', body);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.sale).toEqual({ target_minutes: 15, reassign_minutes: 60 });
      expect(changed.json().data.contact).toEqual({ target_minutes: 5, reassign_minutes: null });
      const byAdmin = await call(tokens.admin, 'PUT', '/lead-sla', {
        sale: { target_minutes: 10, reassign_minutes: null },
      });
      expect(byAdmin.statusCode).toBe(200);
      const rows = await ctx.db
        .selectFrom('audit_log')
        .select(['user_id', 'changes'])
        .where('entity', '=', 'lead-sla')
        .orderBy('id')
        .execute();
      expect(rows.slice(-2).map((row) => [row.user_id, JSON.parse(row.changes!)])).toEqual([
        [manager.id, { 'sale.target_minutes': [5, 15], 'sale.reassign_minutes': [null, 60] }],
        [admin.id, { 'sale.target_minutes': [15, 10], 'sale.reassign_minutes': [60, null] }],
      ]);
    });

    it.each([
      [{ contact: { target_minutes: 10, reassign_minutes: 10 } }, 'contact.reassign_minutes'],
      [{ contact: { target_minutes: 0, reassign_minutes: null } }, 'contact.target_minutes'],
      [{ contact: { target_minutes: 20000, reassign_minutes: null } }, 'contact.target_minutes'],
      [{ contact: { target_minutes: 5 } }, 'contact.reassign_minutes'],
      [{ villa: { target_minutes: 5, reassign_minutes: null } }, 'villa'],
    ])('refuses %j with a 422 on %s', async (body, field) => {
      const response = await call(tokens.manager, 'PUT', '/lead-sla', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([expect.any(String)]);
    });

    it('refuses an empty change', async () => {
      expect((await call(tokens.manager, 'PUT', '/lead-sla', {})).statusCode).toBe(422);
    });
  });

  describe('overdue leads', () => {
    let late: number;
    let fresh: number;
    let answered: number;
    let theirs: number;
    beforeEach(async () => {
      [late, fresh, answered, theirs] = (await seedLeads(ctx, [
        leadRow('contact', { name: 'Late Layla', created_at: ago(10), assignee_id: agent.id }),
        leadRow('contact', { name: 'Fresh Fadi', created_at: ago(2), assignee_id: null }),
        leadRow('contact', {
          name: 'Answered Amal',
          created_at: ago(20),
          first_response_at: ago(17),
          assignee_id: agent.id,
        }),
        leadRow('contact', { name: 'Theirs Tariq', created_at: ago(30), assignee_id: other.id }),
      ])) as [number, number, number, number];
    });

    it('flags them on the list and the lead page, and filters them', async () => {
      const list = (await call(tokens.manager, 'GET', '/forms/contact')).json().data as {
        id: number;
        overdue: boolean;
      }[];
      const flags = Object.fromEntries(list.map((lead) => [lead.id, lead.overdue]));
      expect(flags).toEqual({ [late]: true, [fresh]: false, [answered]: false, [theirs]: true });
      const filtered = await call(tokens.manager, 'GET', '/forms/contact?filter[overdue]=1');
      expect(filtered.statusCode).toBe(200);
      expect(
        filtered
          .json()
          .data.map((lead: { id: number }) => lead.id)
          .sort(),
      ).toEqual([late, theirs].sort());
      expect(filtered.json().meta.total).toBe(2);
      expect(
        (await call(tokens.manager, 'GET', `/forms/contact/${late}`)).json().data.overdue,
      ).toBe(true);
      // Four minutes on, the fresh one (two minutes old) is overdue too.
      now = later(4);
      expect(
        (await call(tokens.manager, 'GET', '/forms/contact?filter[overdue]=1')).json().meta.total,
      ).toBe(3);
      expect(
        (await call(tokens.manager, 'GET', '/forms/contact?filter[overdue]=2')).statusCode,
      ).toBe(422);
    });

    it('follows the kind’s target', async () => {
      await call(tokens.manager, 'PUT', '/lead-sla', {
        contact: { target_minutes: 15, reassign_minutes: null },
      });
      const filtered = await call(tokens.manager, 'GET', '/forms/contact?filter[overdue]=1');
      expect(filtered.json().data.map((lead: { id: number }) => lead.id)).toEqual([theirs]);
    });

    it('is no longer overdue once answered', async () => {
      const contact = await call(tokens.agent, 'POST', `/forms/contact/${late}/contacts`, {
        channel: 'call',
      });
      expect(contact.statusCode).toBe(201);
      expect(contact.json().data.overdue).toBe(false);
      const filtered = await call(tokens.manager, 'GET', '/forms/contact?filter[overdue]=1');
      expect(filtered.json().data.map((lead: { id: number }) => lead.id)).toEqual([theirs]);
    });

    it('counts them beside the unread badges, within the reach', async () => {
      const forManager = (await call(tokens.manager, 'GET', '/forms/unread')).json();
      expect(forManager.overdue).toEqual({ contact: 2, project: 0, consulting: 0, sale: 0 });
      expect(forManager.data.contact).toBe(4);
      const forAgent = (await call(tokens.agent, 'GET', '/forms/unread')).json();
      expect(forAgent.overdue.contact).toBe(1);
      const agentList = await call(tokens.agent, 'GET', '/forms/contact?filter[overdue]=1');
      expect(agentList.json().data.map((lead: { id: number }) => lead.id)).toEqual([late]);
    });

    it('exports only them with the filter', async () => {
      const csv = await call(tokens.manager, 'GET', '/forms/contact/export.csv?filter[overdue]=1');
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Late Layla');
      expect(csv.body).toContain('Theirs Tariq');
      expect(csv.body).not.toContain('Fresh Fadi');
      expect(csv.body).not.toContain('Answered Amal');
    });
  });

  describe('escalation', () => {
    it('tells the managers once of the leads past target, in their language', async () => {
      const [late] = (await seedLeads(ctx, [
        leadRow('contact', {
          name: 'Late Layla',
          created_at: ago(10),
          assignee_id: agent.id,
        }),
        leadRow('project', { name: 'Fresh Fadi', created_at: ago(2) }),
      ])) as [number];
      const { english, arabic } = await escalationMails();
      expect(english.subject).toBe('1 lead is past the response target');
      expect(english.text).toContain('Late Layla');
      expect(english.text).toContain('Agent One');
      expect(english.text).not.toContain('Fresh Fadi');
      expect(arabic.subject).toContain('مهلة الرد');
      const escalated = await ctx.db
        .selectFrom('leads')
        .select('escalated_at')
        .where('id', '=', late)
        .executeTakeFirstOrThrow();
      expect(escalated.escalated_at).toBe(now.toISOString());
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select(['user_id', 'action'])
        .where('entity', '=', 'lead')
        .where('entity_id', '=', String(late))
        .execute();
      expect(audit).toEqual([{ user_id: null, action: 'escalate' }]);

      // The next run finds nothing new for Layla; Fadi, now past target, is told once.
      const second = await mailIds();
      await ctx.app.jobs.tick(later(1));
      await settle(ctx);
      expect(await newMails(second)).toHaveLength(0);
      await ctx.app.jobs.tick(later(4));
      await settle(ctx);
      const third = await newMails(second);
      expect(third).toHaveLength(2);
      expect(third.every((mail) => mail.text.includes('Fresh Fadi'))).toBe(true);
      expect(third.every((mail) => !mail.text.includes('Late Layla'))).toBe(true);
    });

    it('keeps the managers’ mails when the process dies right after the escalation’s commit', async () => {
      await seedLeads(ctx, [
        leadRow('contact', { name: 'Kept Karim', created_at: ago(10), assignee_id: agent.id }),
      ]);
      mailDiesAfterCommit(ctx);
      try {
        await ctx.app.jobs.tick(now);
        await settle(ctx);
      } finally {
        jest.restoreAllMocks();
      }
      // The leads are marked escalated and the mails wait in the queue: the next round sends them.
      expect(await queuedMailTo(ctx, manager.email)).toEqual(['1 lead is past the response target']);
      expect(await queuedMailTo(ctx, admin.email)).toHaveLength(1);
      await ctx.app.mailer.deliverDue();
      expect(await queuedMailTo(ctx, manager.email)).toEqual([]);
    });

    it('returns unanswered leads to the pool past the threshold, once, audited', async () => {
      await call(tokens.manager, 'PUT', '/lead-sla', {
        contact: { target_minutes: 5, reassign_minutes: 15 },
      });
      const [stale, recent, answeredLead] = (await seedLeads(ctx, [
        leadRow('contact', { name: 'Stale Sana', created_at: ago(20), assignee_id: agent.id }),
        leadRow('contact', { name: 'Recent Rami', created_at: ago(10), assignee_id: agent.id }),
        leadRow('contact', {
          name: 'Answered Amal',
          created_at: ago(30),
          first_response_at: ago(28),
          assignee_id: agent.id,
        }),
      ])) as [number, number, number];
      const before = await mailIds();
      await ctx.app.jobs.tick(now);
      await settle(ctx);
      const assignees = async () =>
        Object.fromEntries(
          (
            await ctx.db
              .selectFrom('leads')
              .select(['id', 'assignee_id'])
              .where('id', 'in', [stale, recent, answeredLead])
              .execute()
          ).map((row) => [row.id, row.assignee_id]),
        );
      expect(await assignees()).toEqual({
        [stale]: null,
        [recent]: agent.id,
        [answeredLead]: agent.id,
      });
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select(['user_id', 'changes'])
        .where('entity_id', '=', String(stale))
        .where('action', '=', 'assign')
        .execute();
      expect(audit.map((row) => [row.user_id, JSON.parse(row.changes!)])).toEqual([
        [null, { assignee_id: [agent.id, null] }],
      ]);
      const mail = (await newMails(before)).find((m) => m.to === manager.email)!;
      expect(mail.subject).toContain('1 returned to the pool');
      expect(mail.text).toMatch(/back in the unassigned pool:\n- [^\n]*Stale Sana/);

      // A manager gives it back to the agent: the job does not take it away again.
      await call(tokens.manager, 'PATCH', `/forms/contact/${stale}/assignee`, {
        assignee_id: agent.id,
      });
      await ctx.app.jobs.tick(later(10));
      await settle(ctx);
      expect(await assignees()).toEqual({
        [stale]: agent.id,
        [recent]: null,
        [answeredLead]: agent.id,
      });
    });

    it('leaves alone the leads created before the installation started, and chases the later ones', async () => {
      await call(tokens.manager, 'PUT', '/lead-sla', {
        contact: { target_minutes: 5, reassign_minutes: 15 },
      });
      // The installation started 30 minutes ago; the demo's leads (and any older ones) predate it.
      await recordInstallationStart(ctx.db, new Date(now.getTime() - 30 * MINUTE));
      try {
        const [history, older, arrived] = (await seedLeads(ctx, [
          leadRow('contact', { name: 'History Hala', created_at: ago(3 * 24 * 60) }),
          leadRow('contact', { name: 'Older Omar', created_at: ago(40), assignee_id: agent.id }),
          leadRow('contact', { name: 'Arrived Aziz', created_at: ago(20), assignee_id: agent.id }),
        ])) as [number, number, number];
        const { english } = await escalationMails();
        expect(english.subject).toBe('1 lead is past the response target; 1 returned to the pool');
        expect(english.text).toContain('Arrived Aziz');
        expect(english.text).not.toContain('History Hala');
        expect(english.text).not.toContain('Older Omar');
        const rows = await ctx.db
          .selectFrom('leads')
          .select(['id', 'escalated_at', 'assignee_id'])
          .where('id', 'in', [history, older, arrived])
          .orderBy('id')
          .execute();
        expect(rows).toEqual([
          { id: history, escalated_at: null, assignee_id: null },
          { id: older, escalated_at: null, assignee_id: agent.id },
          { id: arrived, escalated_at: now.toISOString(), assignee_id: null },
        ]);
        // Still overdue on the desk: the start only spares the managers' inbox.
        const overdue = (await call(tokens.manager, 'GET', '/forms/unread')).json().overdue;
        expect(overdue.contact).toBe(3);
      } finally {
        await ctx.db.deleteFrom('installation').execute();
      }
    });
  });

  describe('response times', () => {
    beforeEach(async () => {
      const answered = (
        kind: 'contact' | 'project',
        assignee: number,
        seconds: number,
        status: string,
        createdMinutesAgo = 120,
      ) =>
        leadRow(kind, {
          assignee_id: assignee,
          status: status as 'new',
          created_at: ago(createdMinutesAgo),
          first_response_at: new Date(
            now.getTime() - createdMinutesAgo * MINUTE + seconds * 1000,
          ).toISOString(),
        });
      await seedLeads(ctx, [
        answered('contact', agent.id, 60, 'contacted'),
        answered('contact', agent.id, 120, 'qualified'),
        answered('contact', agent.id, 180, 'closed'),
        answered('contact', agent.id, 600, 'contacted'),
        leadRow('contact', { assignee_id: agent.id, created_at: ago(60) }),
        leadRow('contact', { assignee_id: agent.id, created_at: ago(60), status: 'spam' }),
        answered('project', other.id, 30, 'qualified'),
        answered('project', other.id, 90, 'new'),
        // Unanswered, still within its target: not yet due.
        leadRow('project', { created_at: ago(1) }),
        // Eight days old: in the 30-day figures only.
        answered('contact', agent.id, 10_000, 'contacted', 8 * 24 * 60),
      ]);
    });
    const get = (token: string, query = '') =>
      call(token, 'GET', `/dashboard/response-times${query}`);

    it('answers median, 90th percentile and share within target per kind and agent', async () => {
      const response = await get(tokens.manager, '?days=7');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.days).toBe(7);
      expect(data.overall).toEqual({
        leads: 8,
        answered: 6,
        due: 7,
        within_target: 5,
        median_seconds: 105,
        p90_seconds: 390,
      });
      const kinds = Object.fromEntries(
        data.by_kind.map((row: { kind: string }) => [row.kind, row]),
      );
      expect(kinds.contact).toMatchObject({
        leads: 5,
        answered: 4,
        due: 5,
        within_target: 3,
        median_seconds: 150,
        p90_seconds: 474,
      });
      expect(kinds.project).toMatchObject({ median_seconds: 60, p90_seconds: 84, due: 2 });
      expect(kinds.sale).toMatchObject({ leads: 0, median_seconds: null });
      expect(data.by_agent.map((row: { name: string | null }) => row.name)).toEqual([
        'Agent One',
        'Agent Two',
        null,
      ]);
      expect(data.by_agent[0]).toMatchObject({
        assignee_id: agent.id,
        median_seconds: 150,
        statuses: { new: 1, contacted: 2, qualified: 1, closed: 1, spam: 1 },
      });
      expect(data.by_agent[1].statuses).toEqual({
        new: 1,
        contacted: 0,
        qualified: 1,
        closed: 0,
        spam: 0,
      });
      expect(data.funnel).toEqual({ new: 8, contacted: 5, qualified: 3, closed: 1 });
    });

    it('covers 30 days when asked, 7 by default', async () => {
      expect((await get(tokens.manager)).json().data.overall.answered).toBe(6);
      const month = (await get(tokens.admin, '?days=30')).json().data;
      expect(month.overall.answered).toBe(7);
      expect(month.overall.p90_seconds).toBe(quantile([30, 60, 90, 120, 180, 600, 10_000], 0.9));
    });

    it('answers an agent its own figures only', async () => {
      const data = (await get(tokens.agent, '?days=7')).json().data;
      expect(data.by_agent.map((row: { assignee_id: number }) => row.assignee_id)).toEqual([
        agent.id,
      ]);
      expect(data.overall).toMatchObject({ leads: 5, median_seconds: 150 });
      expect(data.funnel.new).toBe(5);
    });

    it('refuses an editor and a period it does not offer', async () => {
      expect((await get(tokens.editor)).statusCode).toBe(403);
      const wrong = await get(tokens.manager, '?days=14');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.days).toBeDefined();
    });
  });
});

/**
 * The lead desk (docs/product.md#roles, docs/product.md#lead-page): assigning and taking leads, the refusals
 * per role, the assignee filter, the mail the new assignee gets, recorded contacts and the first response.
 */
import type { UserRow } from '../../../../src/server/db/database';
import { readOutbox } from '../../../../src/server/mail/outboxReader';
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

describeEachDb('the lead desk', (ctx) => {
  let agent: UserRow;
  let other: UserRow;
  let manager: UserRow;
  let agentToken: string;
  let otherToken: string;
  let managerToken: string;
  let editorToken: string;
  let mine: number;
  let pool: number;
  let theirs: number;
  let ip = 10;
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  beforeAll(async () => {
    agent = await createTestUser(ctx, { role: 'sales-agent', name: 'Agent One' });
    other = await createTestUser(ctx, { role: 'sales-agent', name: 'Agent Two' });
    manager = await createTestUser(ctx, { role: 'sales-manager', name: 'Mona Manager' });
    const editor = await createTestUser(ctx, { role: 'editor' });
    await ctx.db.updateTable('users').set({ locale: 'ar' }).where('id', '=', other.id).execute();
    agentToken = await loginAs(ctx, agent.email, undefined, nextIp());
    otherToken = await loginAs(ctx, other.email, undefined, nextIp());
    managerToken = await loginAs(ctx, manager.email, undefined, nextIp());
    editorToken = await loginAs(ctx, editor.email, undefined, nextIp());
  });

  beforeEach(async () => {
    await clearLeads(ctx);
    [mine, pool, theirs] = (await seedLeads(ctx, [
      leadRow('contact', { name: 'Mine Mansour', assignee_id: agent.id }),
      leadRow('contact', {
        name: 'Pool Perez',
        email: 'pool@example.com',
        phone: '+971 50 123 4567',
        assignee_id: null,
      }),
      leadRow('contact', { name: 'Theirs Tahir', assignee_id: other.id }),
    ])) as [number, number, number];
  });

  const call = adminCall(ctx);
  const assign = (token: string, id: number, assigneeId: number | null) =>
    call(token, 'PATCH', `/forms/contact/${id}/assignee`, { assignee_id: assigneeId });
  const assigneeOf = async (id: number) =>
    (
      await ctx.db
        .selectFrom('leads')
        .select('assignee_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).assignee_id;
  const auditRows = (id: number, action: string) =>
    ctx.db
      .selectFrom('audit_log')
      .select(['user_id', 'changes'])
      .where('entity', '=', 'lead')
      .where('entity_id', '=', String(id))
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const firstResponse = async (id: number) =>
    (
      await ctx.db
        .selectFrom('leads')
        .select('first_response_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).first_response_at;
  const outbox = (c: TestContext) => readOutbox(c.db, c.config, { limit: 1000 });

  it('carries the assignee and the first response on the wire', async () => {
    const lead = (await call(managerToken, 'GET', `/forms/contact/${mine}`)).json().data;
    expect(lead).toMatchObject({
      assignee_id: agent.id,
      assignee_name: 'Agent One',
      first_response_at: null,
    });
    const listed = (await call(managerToken, 'GET', '/forms/contact')).json().data;
    expect(listed.find((row: { id: number }) => row.id === pool)).toMatchObject({
      assignee_id: null,
      assignee_name: null,
    });
  });

  it('lets a manager assign anyone with a sales role, reassign and unassign, each audited', async () => {
    const response = await assign(managerToken, pool, agent.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      assignee_id: agent.id,
      assignee_name: 'Agent One',
    });
    expect((await assign(managerToken, pool, manager.id)).statusCode).toBe(200);
    expect((await assign(managerToken, pool, null)).statusCode).toBe(200);
    expect(await assigneeOf(pool)).toBeNull();
    const rows = await auditRows(pool, 'assign');
    expect(rows.map((row) => JSON.parse(row.changes!))).toEqual([
      { assignee_id: [null, agent.id] },
      { assignee_id: [agent.id, manager.id] },
      { assignee_id: [manager.id, null] },
    ]);
    expect(rows.every((row) => row.user_id === manager.id)).toBe(true);
  });

  it('lets an agent take a pool lead for itself, and nothing else', async () => {
    expect((await assign(agentToken, pool, other.id)).statusCode).toBe(403);
    expect((await assign(agentToken, mine, null)).statusCode).toBe(403);
    expect((await assign(agentToken, theirs, agent.id)).statusCode).toBe(404);
    expect(await assigneeOf(theirs)).toBe(other.id);
    const taken = await assign(agentToken, pool, agent.id);
    expect(taken.statusCode).toBe(200);
    expect(await assigneeOf(pool)).toBe(agent.id);
    // Now it is the agent's; the other agent no longer reaches it.
    expect((await assign(otherToken, pool, other.id)).statusCode).toBe(404);
    expect((await auditRows(pool, 'assign')).map((row) => row.user_id)).toEqual([agent.id]);
    // Bulk assignment is the managers'.
    const bulk = await call(agentToken, 'POST', '/forms/contact/assign', {
      ids: [pool],
      assignee_id: agent.id,
    });
    expect(bulk.statusCode).toBe(403);
  });

  it('refuses an editor', async () => {
    expect((await assign(editorToken, pool, agent.id)).statusCode).toBe(403);
    expect(
      (await call(editorToken, 'POST', `/forms/contact/${pool}/contacts`, { channel: 'call' }))
        .statusCode,
    ).toBe(403);
    expect((await call(editorToken, 'GET', '/assignees')).statusCode).toBe(403);
  });

  it('answers 422 for an assignee that is not an active sales user', async () => {
    const editor = await createTestUser(ctx, { role: 'editor' });
    const gone = await createTestUser(ctx, { role: 'sales-agent', name: 'Gone Agent' });
    // Invited and never accepted: no password yet, so no way to sign in and answer the lead.
    const invited = await createTestUser(ctx, { role: 'sales-agent', name: 'Invited Agent' });
    await ctx.db
      .updateTable('users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('id', '=', gone.id)
      .execute();
    await ctx.db
      .updateTable('users')
      .set({ password_hash: '' })
      .where('id', '=', invited.id)
      .execute();
    for (const id of [editor.id, gone.id, invited.id, 999_999]) {
      const response = await assign(managerToken, pool, id);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ assignee_id: [expect.any(String)] });
    }
    expect(await assigneeOf(pool)).toBeNull();
    const names = (await call(agentToken, 'GET', '/assignees'))
      .json()
      .data.map((user: { name: string }) => user.name);
    expect(names).toEqual(expect.arrayContaining(['Agent One', 'Agent Two', 'Mona Manager']));
    expect(names).not.toContain('Gone Agent');
    expect(names).not.toContain('Invited Agent');
  });

  it('takes concurrent assignments of one lead: all answered, the last wins, each audited', async () => {
    const agents = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        createTestUser(ctx, { role: 'sales-agent', name: `Racer ${n}` }),
      ),
    );
    const responses = await Promise.all(agents.map((a) => assign(managerToken, pool, a.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(agents.map(() => 200));
    const rows = await auditRows(pool, 'assign');
    expect(rows).toHaveLength(agents.length);
    const changes = rows.map((row) => JSON.parse(row.changes!).assignee_id as [number, number]);
    // A chain: each one's "before" is the previous one's "after", the last "after" is the lead's assignee.
    expect(changes[0]![0]).toBeNull();
    for (let i = 1; i < changes.length; i += 1) expect(changes[i]![0]).toBe(changes[i - 1]![1]);
    expect(await assigneeOf(pool)).toBe(changes[changes.length - 1]![1]);
  });

  it("mails the new assignee the lead's essentials and link, in the assignee's language", async () => {
    await settle(ctx);
    const before = new Set((await outbox(ctx)).map((mail) => mail.id));
    await assign(managerToken, pool, other.id);
    await settle(ctx);
    const mails = (await outbox(ctx)).filter((mail) => !before.has(mail.id));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(other.email);
    expect(mail.subject).toContain('أُسند إليك');
    expect(mail.text).toContain('Pool Perez');
    expect(mail.text).toContain('pool@example.com');
    expect(mail.text).toContain('+971 50 123 4567');
    expect(mail.text).toMatch(/CON-\d{4}-\d{6}/);
    expect(mail.text).toContain(`${ctx.config.appUrl}/contact-forms/${pool}`);
    // Unassigning mails nobody; an English agent gets English.
    await assign(managerToken, pool, null);
    await assign(managerToken, pool, agent.id);
    await settle(ctx);
    const next = (await outbox(ctx)).filter((m) => !before.has(m.id) && m.id !== mail.id);
    expect(next).toHaveLength(1);
    expect(next[0]!.to).toBe(agent.email);
    expect(next[0]!.subject).toMatch(/is assigned to you/);
  });

  it("keeps the assignee's mail when the process dies right after the assignment's commit", async () => {
    await settle(ctx);
    mailDiesAfterCommit(ctx);
    try {
      await assign(managerToken, pool, other.id);
      await settle(ctx);
    } finally {
      jest.restoreAllMocks();
    }
    expect(await queuedMailTo(ctx, other.email)).toEqual([expect.stringContaining('أُسند إليك')]);
    // The next instance's round sends it.
    await ctx.app.mailer.deliverDue();
    expect(await queuedMailTo(ctx, other.email)).toEqual([]);
  });

  it('assigns a selection at once (managers), skipping leads of another kind', async () => {
    const [sale] = await seedLeads(ctx, [leadRow('sale', { name: 'Sale Sami' })]);
    const response = await call(managerToken, 'POST', '/forms/contact/assign', {
      ids: [pool, theirs, sale],
      assignee_id: agent.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.affected).toBe(2);
    expect(await assigneeOf(pool)).toBe(agent.id);
    expect(await assigneeOf(theirs)).toBe(agent.id);
    expect(await assigneeOf(sale!)).toBeNull();
    const invalid = await call(managerToken, 'POST', '/forms/contact/assign', {
      ids: [pool],
      assignee_id: 999_999,
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('filters by assignee: me, none, an id; the CSV export too', async () => {
    const names = async (token: string, filter: string) =>
      (await call(token, 'GET', `/forms/contact?filter[assignee]=${filter}`))
        .json()
        .data.map((lead: { name: string }) => lead.name)
        .sort();
    expect(await names(agentToken, 'me')).toEqual(['Mine Mansour']);
    expect(await names(agentToken, 'none')).toEqual(['Pool Perez']);
    expect(await names(managerToken, 'none')).toEqual(['Pool Perez']);
    expect(await names(managerToken, String(other.id))).toEqual(['Theirs Tahir']);
    expect(await names(managerToken, 'me')).toEqual([]);
    // An agent asking for another's leads still sees only its reach.
    expect(await names(agentToken, String(other.id))).toEqual([]);
    expect((await call(managerToken, 'GET', '/forms/contact?filter[assignee]=x')).statusCode).toBe(
      422,
    );
    const csv = await call(managerToken, 'GET', `/forms/contact/export.csv?filter[assignee]=none`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Pool Perez');
    expect(csv.body).not.toContain('Mine Mansour');
    expect(csv.body.split('\r\n')[0]).toContain('assignee_name');
  });

  it('sets the first response once: by a status change from new, a note or a contact', async () => {
    // Marking read or setting the status to new is no response.
    await call(agentToken, 'PATCH', `/forms/contact/${mine}`, { read: true });
    await call(agentToken, 'PATCH', `/forms/contact/${mine}`, { status: 'new' });
    expect(await firstResponse(mine)).toBeNull();
    await call(agentToken, 'PATCH', `/forms/contact/${mine}`, { status: 'contacted' });
    const first = await firstResponse(mine);
    expect(first).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(agentToken, 'POST', `/forms/contact/${mine}/notes`, { body: 'Called back' });
    await call(agentToken, 'POST', `/forms/contact/${mine}/contacts`, { channel: 'email' });
    await call(agentToken, 'PATCH', `/forms/contact/${mine}`, { status: 'new' });
    await call(agentToken, 'PATCH', `/forms/contact/${mine}`, { status: 'qualified' });
    expect(await firstResponse(mine)).toBe(first);

    await call(agentToken, 'POST', `/forms/contact/${pool}/notes`, { body: 'Left a message' });
    expect(await firstResponse(pool)).toEqual(expect.any(String));
    await call(managerToken, 'POST', '/forms/contact/bulk', {
      action: 'status',
      ids: [theirs],
      status: 'closed',
    });
    expect(await firstResponse(theirs)).toEqual(expect.any(String));
  });

  it('records contacts within reach, audited, setting the first response if unset', async () => {
    const response = await call(agentToken, 'POST', `/forms/contact/${pool}/contacts`, {
      channel: 'whatsapp',
    });
    expect(response.statusCode).toBe(201);
    const at = response.json().data.first_response_at;
    expect(at).toEqual(expect.any(String));
    await call(agentToken, 'POST', `/forms/contact/${pool}/contacts`, { channel: 'call' });
    expect(await firstResponse(pool)).toBe(at);
    const rows = await auditRows(pool, 'contact');
    expect(rows.map((row) => JSON.parse(row.changes!))).toEqual([
      { channel: [null, 'whatsapp'] },
      { channel: [null, 'call'] },
    ]);
    expect(rows.every((row) => row.user_id === agent.id)).toBe(true);
    const outside = await call(agentToken, 'POST', `/forms/contact/${theirs}/contacts`, {
      channel: 'call',
    });
    expect(outside.statusCode).toBe(404);
    const bad = await call(agentToken, 'POST', `/forms/contact/${pool}/contacts`, {
      channel: 'fax',
    });
    expect(bad.statusCode).toBe(422);
    expect(await auditRows(theirs, 'contact')).toEqual([]);
  });
});

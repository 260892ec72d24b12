/**
 * A sales agent's reach (docs/product.md#roles): the leads assigned to them and the unassigned pool, in the
 * lists, the counts, the dashboard and every write; a lead outside it is a 404 as if it did not exist, and a
 * bulk action skips it. Managers reach every lead.
 */
import type { UserRow } from '../../../../src/server/db/database';
import { clearLeads, leadRow, seedLeads } from '../../support/leadFixtures';
import { adminCall, createTestUser, describeEachDb, loginAs } from '../../support/testApp';

describeEachDb('the leads a sales agent reaches', (ctx) => {
  let agent: UserRow;
  let other: UserRow;
  let agentToken: string;
  let managerToken: string;
  let mine: number;
  let pool: number;
  let theirs: number;

  beforeAll(async () => {
    agent = await createTestUser(ctx, { role: 'sales-agent', name: 'Agent One' });
    other = await createTestUser(ctx, { role: 'sales-agent', name: 'Agent Two' });
    const manager = await createTestUser(ctx, { role: 'sales-manager' });
    agentToken = await loginAs(ctx, agent.email, undefined, '198.51.100.71');
    managerToken = await loginAs(ctx, manager.email, undefined, '198.51.100.72');
  });

  beforeEach(async () => {
    await clearLeads(ctx);
    [mine, pool, theirs] = (await seedLeads(ctx, [
      leadRow('contact', { name: 'Mine Mansour', assignee_id: agent.id }),
      leadRow('contact', { name: 'Pool Perez', assignee_id: null }),
      leadRow('contact', { name: 'Theirs Tahir', assignee_id: other.id }),
    ])) as [number, number, number];
  });

  const call = adminCall(ctx);
  const names = (response: { json: () => { data: { name: string }[] } }) =>
    response
      .json()
      .data.map((lead) => lead.name)
      .sort();

  it('lists, searches and counts only the own leads and the pool', async () => {
    const list = await call(agentToken, 'GET', '/forms/contact');
    expect(names(list)).toEqual(['Mine Mansour', 'Pool Perez']);
    expect(list.json().meta.total).toBe(2);
    const searched = await call(agentToken, 'GET', '/forms/contact?search=tahir');
    expect(searched.json().data).toEqual([]);
    expect(searched.json().meta.total).toBe(0);
    expect((await call(agentToken, 'GET', '/forms/unread')).json().data.contact).toBe(2);
    const dashboard = (await call(agentToken, 'GET', '/dashboard')).json().data;
    expect(dashboard.unread.contact).toBe(2);
    expect(dashboard.latest.map((lead: { name: string }) => lead.name).sort()).toEqual([
      'Mine Mansour',
      'Pool Perez',
    ]);
    const all = await call(managerToken, 'GET', '/forms/contact');
    expect(all.json().meta.total).toBe(3);
    expect((await call(managerToken, 'GET', '/forms/unread')).json().data.contact).toBe(3);
  });

  it('answers 404 for a lead outside the reach, on reads and writes, and changes nothing', async () => {
    expect((await call(agentToken, 'GET', `/forms/contact/${mine}`)).statusCode).toBe(200);
    expect((await call(agentToken, 'GET', `/forms/contact/${pool}`)).statusCode).toBe(200);
    const outside = [
      await call(agentToken, 'GET', `/forms/contact/${theirs}`),
      await call(agentToken, 'PATCH', `/forms/contact/${theirs}`, { status: 'contacted' }),
      await call(agentToken, 'POST', `/forms/contact/${theirs}/notes`, { body: 'Called' }),
    ];
    expect(outside.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    const row = await ctx.db
      .selectFrom('leads')
      .select(['status', 'notes_count'])
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', notes_count: 0 });
    expect((await call(managerToken, 'GET', `/forms/contact/${theirs}`)).statusCode).toBe(200);
    // Nor has it a history the agent may read.
    expect((await call(agentToken, 'GET', `/audit/lead/${theirs}`)).statusCode).toBe(404);
    expect((await call(agentToken, 'GET', `/audit/lead/${mine}`)).statusCode).toBe(200);
    expect((await call(managerToken, 'GET', `/audit/lead/${theirs}`)).statusCode).toBe(200);
  });

  it("narrows the pool to the kinds the agent's account allows, never its own leads", async () => {
    const [sale] = await seedLeads(ctx, [
      leadRow('sale', { name: 'Sale Pool', assignee_id: null }),
    ]);
    await ctx.db
      .updateTable('users')
      .set({ lead_kinds: JSON.stringify(['sale']) })
      .where('id', '=', agent.id)
      .execute();
    try {
      // Its own contact lead stays; the contact pool goes; the sale pool is there.
      expect(names(await call(agentToken, 'GET', '/forms/contact'))).toEqual(['Mine Mansour']);
      expect((await call(agentToken, 'GET', `/forms/contact/${pool}`)).statusCode).toBe(404);
      expect(names(await call(agentToken, 'GET', '/forms/sale'))).toEqual(['Sale Pool']);
      expect((await call(agentToken, 'GET', `/forms/sale/${sale}`)).statusCode).toBe(200);
      expect((await call(agentToken, 'GET', '/forms/unread')).json().data).toMatchObject({
        contact: 1,
        sale: 1,
      });
      await ctx.db
        .updateTable('users')
        .set({ lead_kinds: '[]' })
        .where('id', '=', agent.id)
        .execute();
      expect(names(await call(agentToken, 'GET', '/forms/sale'))).toEqual([]);
    } finally {
      await ctx.db
        .updateTable('users')
        .set({ lead_kinds: null })
        .where('id', '=', agent.id)
        .execute();
    }
  });

  it('applies a bulk action only to the leads within reach', async () => {
    const bulk = await call(agentToken, 'POST', '/forms/contact/bulk', {
      action: 'status',
      status: 'contacted',
      ids: [mine, pool, theirs],
    });
    expect(bulk.json().data.affected).toBe(2);
    const rows = await ctx.db.selectFrom('leads').select(['id', 'status']).orderBy('id').execute();
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [mine, 'contacted'],
      [pool, 'contacted'],
      [theirs, 'new'],
    ]);
  });
});

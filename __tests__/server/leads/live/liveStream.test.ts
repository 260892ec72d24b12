/**
 * GET /api/admin/events (docs/api.md#live-events, docs/product.md#live-updates): who may open it, what the
 * stream looks like on the wire, which events each role hears (the lead reach), the writes that publish,
 * and that a closed stream leaves no subscriber behind.
 */
import type { UserRow } from '../../../../src/server/db/database';
import {
  LIVE_MAX_STREAMS_PER_USER,
  type LiveEvent,
} from '../../../../src/shared/leads/live/liveEvents';
import { clearLeads, intakeBody, leadRow, seedLeads, submit } from '../../support/leadFixtures';
import { eventually, listen, openStream, type OpenStream } from '../../support/sse';
import { buildApp } from '../../../../src/server/app';
import {
  adminCall,
  createTestDatabase,
  createTestUser,
  describeEachDb,
  loginAs,
  type TestContext,
} from '../../support/testApp';

describeEachDb('live events', (ctx) => {
  let base: string;
  let agent: UserRow;
  let other: UserRow;
  let admin: string;
  let managerToken: string;
  let agentToken: string;
  let otherToken: string;
  let projectAgentToken: string;
  let editorToken: string;
  const streams: OpenStream[] = [];
  let ip = 20;
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  beforeAll(async () => {
    const superAdmin = await createTestUser(ctx, { role: 'super-admin' });
    const manager = await createTestUser(ctx, { role: 'sales-manager' });
    agent = await createTestUser(ctx, { role: 'sales-agent', name: 'Agent One' });
    other = await createTestUser(ctx, { role: 'sales-agent', name: 'Agent Two' });
    const projectAgent = await createTestUser(ctx, { role: 'sales-agent', name: 'Project Only' });
    await ctx.db
      .updateTable('users')
      .set({ lead_kinds: JSON.stringify(['project']) })
      .where('id', '=', projectAgent.id)
      .execute();
    const editor = await createTestUser(ctx, { role: 'editor' });
    admin = await loginAs(ctx, superAdmin.email, undefined, nextIp());
    managerToken = await loginAs(ctx, manager.email, undefined, nextIp());
    agentToken = await loginAs(ctx, agent.email, undefined, nextIp());
    otherToken = await loginAs(ctx, other.email, undefined, nextIp());
    projectAgentToken = await loginAs(ctx, projectAgent.email, undefined, nextIp());
    editorToken = await loginAs(ctx, editor.email, undefined, nextIp());
    base = await listen(ctx.app);
  });

  beforeEach(() => clearLeads(ctx));

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await eventually(() => ctx.app.events.subscriberCount() === 0);
  });

  const open = async (token: string | null, headers?: Record<string, string>) => {
    const stream = await openStream(base, token, headers);
    streams.push(stream);
    return stream;
  };
  const call = adminCall(ctx);
  const about = (id: number, type: LiveEvent['type']) => (event: LiveEvent) =>
    event.id === id && event.type === type;

  it('opens for every role (an editor hears presence, no lead) and refuses a missing token (401)', async () => {
    for (const token of [admin, managerToken, agentToken]) {
      const stream = await open(token);
      expect(stream.status).toBe(200);
    }
    const editor = await open(editorToken);
    expect(editor.status).toBe(200);
    const anonymous = await open(null);
    expect(anonymous.status).toBe(401);
    await eventually(() => ctx.app.events.subscriberCount() === 4);
    const manager = await open(managerToken);
    await eventually(() => ctx.app.events.subscriberCount() === 5);
    const [id] = (await seedLeads(ctx, [leadRow('contact', { assignee_id: null })])) as [number];
    await call(managerToken, 'PATCH', `/forms/contact/${id}`, { status: 'contacted' });
    await manager.waitFor(about(id, 'lead.changed'));
    expect(editor.events).toEqual([]);
  });

  it('streams uncompressed, unbuffered, uncached, with retry and an id per event', async () => {
    const stream = await open(managerToken, { 'accept-encoding': 'br, gzip' });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    // The security headers still apply to a hijacked answer.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    await eventually(() => stream.text().includes('retry:'));
    expect(stream.text()).toMatch(/^retry: \d+\n/);
    const [id] = (await seedLeads(ctx, [leadRow('contact', { assignee_id: null })])) as [number];
    await call(managerToken, 'PATCH', `/forms/contact/${id}`, { status: 'contacted' });
    await stream.waitFor(about(id, 'lead.changed'));
    const message = stream.fields.find((fields) => fields.event === 'lead.changed')!;
    expect(message.id).toMatch(/^\d+$/);
    expect(JSON.parse(message.data!)).toMatchObject({ id, kind: 'contact', assignee_id: null });
  });

  it("tells an agent of its own leads and its kinds' pool only; a manager of every lead", async () => {
    const [mine, theirs, pool] = (await seedLeads(ctx, [
      leadRow('contact', { assignee_id: agent.id }),
      leadRow('contact', { assignee_id: other.id }),
      leadRow('contact', { assignee_id: null }),
    ])) as [number, number, number];
    const manager = await open(managerToken);
    const agentStream = await open(agentToken);
    const projectOnly = await open(projectAgentToken);
    await eventually(() => ctx.app.events.subscriberCount() === 3);

    // Another agent's lead changes: the manager hears, the agent does not.
    await call(managerToken, 'PATCH', `/forms/contact/${theirs}`, { status: 'contacted' });
    await manager.waitFor(about(theirs, 'lead.changed'));
    // The agent's own lead and the pool: the agent hears both, in order, and nothing before them.
    await call(managerToken, 'POST', `/forms/contact/${mine}/notes`, { body: 'Called back' });
    await call(managerToken, 'PATCH', `/forms/contact/${pool}`, { read: true });
    await agentStream.waitFor(about(pool, 'lead.changed'));
    expect(agentStream.events.map((event) => event.id)).toEqual([mine, pool]);
    await manager.waitFor(about(pool, 'lead.changed'));

    // A contact lead reassigned from one agent to another: both agents hear; the project-only agent not.
    await call(managerToken, 'PATCH', `/forms/contact/${theirs}/assignee`, {
      assignee_id: agent.id,
    });
    const assigned = await agentStream.waitFor(about(theirs, 'lead.assigned'));
    expect(assigned).toMatchObject({
      reference: expect.any(String),
      assignee_id: agent.id,
      previous_assignee_id: other.id,
    });
    expect(projectOnly.events).toEqual([]);

    // A new contact lead from the website lands in the pool: the agent hears, the project-only agent not;
    // a project-kind change in the pool reaches the project-only agent.
    const response = await submit(ctx, 'contact', intakeBody('contact'), { ip: nextIp() });
    expect(response.statusCode).toBe(201);
    await ctx.app.afterResponse.drain();
    const created = await agentStream.waitFor((event) => event.type === 'lead.created');
    expect(created).toMatchObject({
      kind: 'contact',
      reference: response.json().data.reference,
      assignee_id: null,
      actor_id: null,
    });
    const [projectLead] = (await seedLeads(ctx, [leadRow('project', { assignee_id: null })])) as [
      number,
    ];
    await call(managerToken, 'PATCH', `/forms/project/${projectLead}`, { status: 'contacted' });
    await projectOnly.waitFor(about(projectLead, 'lead.changed'));
    expect(projectOnly.events.map((event) => event.id)).toEqual([projectLead]);
  });

  it('publishes bulk assignment, bulk changes, contacts and deletes', async () => {
    const ids = (await seedLeads(ctx, [
      leadRow('contact', { assignee_id: null }),
      leadRow('contact', { assignee_id: null }),
    ])) as [number, number];
    const agentStream = await open(agentToken);
    const manager = await open(managerToken);
    await eventually(() => ctx.app.events.subscriberCount() === 2);
    const bulk = await call(managerToken, 'POST', '/forms/contact/assign', {
      ids,
      assignee_id: agent.id,
    });
    expect(bulk.statusCode).toBe(200);
    for (const id of ids) {
      const event = await agentStream.waitFor(about(id, 'lead.assigned'));
      expect(event).toMatchObject({ assignee_id: agent.id, previous_assignee_id: null });
    }
    await call(agentToken, 'POST', `/forms/contact/${ids[0]}/contacts`, { channel: 'call' });
    const contacted = await manager.waitFor(about(ids[0], 'lead.changed'));
    expect(contacted.actor_id).not.toBeNull();
    await call(managerToken, 'POST', '/forms/contact/bulk', { action: 'read', ids });
    await agentStream.waitFor(about(ids[1], 'lead.changed'));
    expect((await call(managerToken, 'DELETE', `/forms/contact/${ids[1]}`)).statusCode).toBe(200);
    await eventually(() => agentStream.events.filter(about(ids[1], 'lead.changed')).length === 2);
  });

  it('removes the subscription when the client goes away', async () => {
    const first = await open(agentToken);
    const second = await open(managerToken);
    await eventually(() => ctx.app.events.subscriberCount() === 2);
    first.close();
    await eventually(() => ctx.app.events.subscriberCount() === 1);
    second.close();
    await eventually(() => ctx.app.events.subscriberCount() === 0);
  });

  it(`holds at most ${LIVE_MAX_STREAMS_PER_USER} streams per user, and frees them on close`, async () => {
    const held = await Promise.all(
      Array.from({ length: LIVE_MAX_STREAMS_PER_USER }, () => open(otherToken)),
    );
    expect(held.map((stream) => stream.status)).toEqual(held.map(() => 200));
    const refused = await open(otherToken);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another user is not held back by it.
    expect((await open(agentToken)).status).toBe(200);
    held[0]!.close();
    await eventually(() => ctx.app.events.subscriberCount() === LIVE_MAX_STREAMS_PER_USER);
    expect((await open(otherToken)).status).toBe(200);
  });
});

describe('live events at shutdown', () => {
  it('ends the open streams, so closing the app does not wait for them', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
    try {
      const ctx = { app, db: database.db } as TestContext;
      const manager = await createTestUser(ctx, { role: 'sales-manager' });
      const stream = await openStream(await listen(app), await loginAs(ctx, manager.email));
      expect(stream.status).toBe(200);
      await eventually(() => app.events.subscriberCount() === 1);
      const started = Date.now();
      await app.close();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(app.events.subscriberCount()).toBe(0);
    } finally {
      await database.drop();
    }
  });
});

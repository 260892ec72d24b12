/**
 * A live stream ends with its session, at once (docs/architecture.md#ending-streams-at-once,
 * docs/security.md#tokens): a logout ends that session's streams and no other; a deactivation, a change of
 * role or pool and a password reset every stream of the user; a password change every stream but the
 * current session's. None waits for the 20 s heartbeat, a lead that comes in afterwards reaches only the
 * streams still open, and the message that ends them never reaches a browser.
 */
import type { UserRow } from '../../../../src/server/db/database';
import { oneTimeLinks } from '../../../../src/server/auth/oneTimeLinkRepository';
import { ADMIN_PREFIX } from '../../../../src/shared/common/apiPaths';
import type { LiveEvent } from '../../../../src/shared/leads/live/liveEvents';
import { clearLeads, intakeBody, leadRow, seedLeads, submit } from '../../support/leadFixtures';
import { eventually, listen, openStream, type OpenStream } from '../../support/sse';
import {
  adminCall,
  createTestUser,
  describeEachDb,
  loginAs,
  TEST_PASSWORD,
} from '../../support/testApp';

/** Well under the 20 s heartbeat, at which a stream used to notice. */
const AT_ONCE_MS = 1500;

describeEachDb('live streams end with their session', (ctx) => {
  let base: string;
  let adminToken: string;
  let managerToken: string;
  const streams: OpenStream[] = [];
  let ip = 40;
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  beforeAll(async () => {
    const admin = await createTestUser(ctx, { role: 'super-admin' });
    const manager = await createTestUser(ctx, { role: 'sales-manager' });
    adminToken = await loginAs(ctx, admin.email, undefined, nextIp());
    managerToken = await loginAs(ctx, manager.email, undefined, nextIp());
    base = await listen(ctx.app);
  });

  beforeEach(() => clearLeads(ctx));

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await eventually(() => ctx.app.events.subscriberCount() === 0);
  });

  const open = async (token: string) => {
    const stream = await openStream(base, token);
    streams.push(stream);
    return stream;
  };
  const call = adminCall(ctx);
  /** An agent signed in `sessions` times, a stream open on each, and a manager's stream as a witness. */
  const agentListening = async (sessions: number) => {
    const agent = await createTestUser(ctx, { role: 'sales-agent' });
    const tokens: string[] = [];
    for (let n = 0; n < sessions; n += 1)
      tokens.push(await loginAs(ctx, agent.email, undefined, nextIp()));
    const agentStreams = await Promise.all(tokens.map(open));
    const witness = await open(managerToken);
    for (const stream of [...agentStreams, witness]) expect(stream.status).toBe(200);
    await eventually(() => ctx.app.events.subscriberCount() === sessions + 1);
    return { agent, tokens, agentStreams, witness };
  };
  const created = (reference: string) => (event: LiveEvent) =>
    event.type === 'lead.created' && event.reference === reference;
  /** A website lead for the pool; answers once the witness heard it, so every open stream was sent it. */
  const newPoolLead = async (witness: OpenStream) => {
    const response = await submit(ctx, 'contact', intakeBody('contact'), { ip: nextIp() });
    expect(response.statusCode).toBe(201);
    await ctx.app.afterResponse.drain();
    const reference = response.json().data.reference as string;
    await witness.waitFor(created(reference));
    return reference;
  };
  const deactivate = (user: UserRow) =>
    call(adminToken, 'PATCH', `/users/${user.id}`, { active: false });

  it("ends a logged-out session's stream at once, and only that session's", async () => {
    const { tokens, agentStreams, witness } = await agentListening(2);
    const [out, stays] = agentStreams as [OpenStream, OpenStream];
    expect((await call(tokens[0]!, 'POST', '/logout')).statusCode).toBe(200);
    await out.waitForEnd(AT_ONCE_MS);
    expect(ctx.app.events.subscriberCount()).toBe(2);

    const reference = await newPoolLead(witness);
    await stays.waitFor(created(reference));
    expect(out.events).toEqual([]);
    expect(stays.ended()).toBe(false);
    // The message that ended it is the server's own: no stream ever carries it.
    for (const stream of [out, stays, witness]) expect(stream.text()).not.toMatch(/streams\.end/);
    // The client's reconnection is refused.
    expect((await open(tokens[0]!)).status).toBe(401);
  });

  it('ends every stream of a deactivated user at once', async () => {
    const { agent, tokens, agentStreams, witness } = await agentListening(2);
    expect((await deactivate(agent)).statusCode).toBe(200);
    await Promise.all(agentStreams.map((stream) => stream.waitForEnd(AT_ONCE_MS)));
    expect(ctx.app.events.subscriberCount()).toBe(1);

    await newPoolLead(witness);
    for (const stream of agentStreams) expect(stream.events).toEqual([]);
    for (const token of tokens) expect((await open(token)).status).toBe(401);
  });

  it('ends the streams on a role change; the reconnection listens under the new role', async () => {
    const { agent, tokens, agentStreams, witness } = await agentListening(1);
    const [token, stream] = [tokens[0]!, agentStreams[0]!];
    const patch = (body: object) => call(adminToken, 'PATCH', `/users/${agent.id}`, body);
    expect((await patch({ role: 'sales-manager' })).statusCode).toBe(200);
    await stream.waitForEnd(AT_ONCE_MS);
    await newPoolLead(witness);
    expect(stream.events).toEqual([]);

    // As a manager now, it hears of a lead another agent owns, which the agent never did.
    const manager = await open(token);
    expect(manager.status).toBe(200);
    const other = await createTestUser(ctx, { role: 'sales-agent' });
    const [id] = (await seedLeads(ctx, [leadRow('contact', { assignee_id: other.id })])) as [
      number,
    ];
    await call(managerToken, 'PATCH', `/forms/contact/${id}`, { status: 'contacted' });
    await manager.waitFor((event) => event.type === 'lead.changed' && event.id === id);

    // As an editor it listens for presence alone (docs/product.md#presence): the stream ends, and the
    // reconnection hears no lead, not even one of the pool.
    expect((await patch({ role: 'editor' })).statusCode).toBe(200);
    await manager.waitForEnd(AT_ONCE_MS);
    const editor = await open(token);
    expect(editor.status).toBe(200);
    await newPoolLead(witness);
    expect(editor.events).toEqual([]);
  });

  it("ends the streams when the agent's pool changes, not when only the name does", async () => {
    const { agent, tokens, agentStreams, witness } = await agentListening(1);
    const stream = agentStreams[0]!;
    const patch = (body: object) => call(adminToken, 'PATCH', `/users/${agent.id}`, body);
    expect((await patch({ name: 'Renamed Agent' })).statusCode).toBe(200);
    const reference = await newPoolLead(witness);
    await stream.waitFor(created(reference));
    expect(stream.ended()).toBe(false);

    expect((await patch({ lead_kinds: ['project'] })).statusCode).toBe(200);
    await stream.waitForEnd(AT_ONCE_MS);
    // The new stream keeps to the new pool: no contact lead.
    const projectOnly = await open(tokens[0]!);
    expect(projectOnly.status).toBe(200);
    await newPoolLead(witness);
    expect(projectOnly.events).toEqual([]);
  });

  it("ends every other session's stream on a password change, and the current one's not", async () => {
    const { tokens, agentStreams, witness } = await agentListening(2);
    const [current, other] = agentStreams as [OpenStream, OpenStream];
    const changed = await call(tokens[0]!, 'PUT', '/profile/password', {
      current_password: TEST_PASSWORD,
      password: 'a brand new passphrase',
      password_confirmation: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    await other.waitForEnd(AT_ONCE_MS);
    const reference = await newPoolLead(witness);
    await current.waitFor(created(reference));
    expect(other.events).toEqual([]);
    expect(current.ended()).toBe(false);
  });

  it('ends every stream of the user on a password reset', async () => {
    const { agent, agentStreams, witness } = await agentListening(2);
    const resets = oneTimeLinks('password_resets', { revocable: false, pruneExpired: true });
    const link = await resets.issue(ctx.db, agent.id, 60 * 60_000);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/password/reset`,
      payload: {
        token: link,
        password: 'a brand new passphrase',
        password_confirmation: 'a brand new passphrase',
      },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(200);
    await Promise.all(agentStreams.map((stream) => stream.waitForEnd(AT_ONCE_MS)));
    await newPoolLead(witness);
    for (const stream of agentStreams) expect(stream.events).toEqual([]);
  });
});

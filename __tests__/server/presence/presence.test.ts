/**
 * Presence (docs/api.md#presence, docs/product.md#presence): the heartbeat answers the others on the record
 * and not the caller, leaving and going quiet past the window take a user off, who may be present on each
 * kind of record (every role), unknown kinds and missing records, and `presence.changed` reaching an
 * editor's events stream while no lead event does.
 */
import type { UserRow } from '../../../src/server/db/database';
import type { LiveEvent } from '../../../src/shared/leads/live/liveEvents';
import { ROLES, type Role } from '../../../src/shared/permissions';
import {
  PRESENCE_RESOURCES,
  PRESENCE_WINDOW_MS,
  mayBePresent,
  type PresenceResource,
} from '../../../src/shared/presence/rules';
import {
  adminClient,
  developerInput,
  insertMediaRow,
  projectInput,
  teamMemberInput,
} from '../support/contentFixtures';
import { homeAssetInput } from '../support/homeAssetFixtures';
import { clearLeads, leadRow, seedLeads } from '../support/leadFixtures';
import { eventually, listen, openStream, type OpenStream } from '../support/sse';
import {
  adminCall,
  createTestUser,
  describeEachDb,
  loginAs,
  type TestContext,
} from '../support/testApp';

type Present = { user_id: number; name: string; since: string };

describeEachDb('presence', (ctx: TestContext) => {
  const call = adminCall(ctx);
  let ip = 40;
  const nextIp = () => `198.51.100.${(ip += 1)}`;
  const users = {} as Record<Role, { row: UserRow; token: string }>;
  /** One existing record of each kind: its id in the presence path. */
  const records = {} as Record<PresenceResource, string>;
  let base: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    const names: Record<Role, string> = {
      'super-admin': 'Noura Admin',
      editor: 'Omar Editor',
      'sales-manager': 'Mona Manager',
      'sales-agent': 'Sami Agent',
    };
    for (const role of ROLES) {
      const row = await createTestUser(ctx, { role, name: names[role] });
      users[role] = { row, token: await loginAs(ctx, row.email, undefined, nextIp()) };
    }
    const api = await adminClient(ctx);
    const developer = (await api.create('/developers', developerInput())).id;
    records.developers = String(developer);
    records.projects = String((await api.create('/projects', projectInput(developer))).id);
    records['team-members'] = String((await api.create('/team-members', teamMemberInput())).id);
    records['home-assets'] = String(
      (await api.create('/home-assets', homeAssetInput(await insertMediaRow(ctx)))).id,
    );
    records.meta = 'about';
    expect((await api.get('/meta/about')).statusCode).toBe(200);
    const company = await api.put('/company', {
      name: 'Palm Crest',
      default_currency: 'AED',
      address: { en: 'Marina', ar: 'مارينا' },
    });
    expect(company.statusCode).toBe(200);
    records.company = String((company.json() as { data: { id: number } }).data.id);
    base = await listen(ctx.app);
  });

  beforeEach(async () => {
    await ctx.db.deleteFrom('record_presence').execute();
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    for (const stream of streams.splice(0)) stream.close();
    await eventually(() => ctx.app.events.subscriberCount() === 0);
  });

  const beat = async (role: Role, resource: PresenceResource, id = records[resource]) => {
    const response = await call(users[role].token, 'PUT', `/presence/${resource}/${id}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Present[] }).data;
  };
  const leave = (role: Role, resource: PresenceResource, id = records[resource]) =>
    call(users[role].token, 'DELETE', `/presence/${resource}/${id}`);

  it('answers the others on the record, never the caller; leaving takes a user off', async () => {
    expect(await beat('editor', 'projects')).toEqual([]);
    const seen = await beat('super-admin', 'projects');
    expect(seen).toEqual([
      { user_id: users.editor.row.id, name: 'Omar Editor', since: expect.any(String) },
    ]);
    expect(new Date(seen[0]!.since).toISOString()).toBe(seen[0]!.since);
    // Another record of another kind is a place of its own.
    expect(await beat('sales-manager', 'developers')).toEqual([]);
    const both = await beat('sales-agent', 'projects');
    expect(both.map((user) => user.name)).toEqual(['Omar Editor', 'Noura Admin']);
    // A heartbeat keeps `since`.
    const first = both[0]!.since;
    await beat('editor', 'projects');
    expect((await beat('sales-agent', 'projects'))[0]!.since).toBe(first);

    expect((await leave('editor', 'projects')).statusCode).toBe(204);
    expect((await beat('sales-agent', 'projects')).map((user) => user.name)).toEqual([
      'Noura Admin',
    ]);
    // Leaving twice, or a record one never opened, is no error.
    expect((await leave('editor', 'projects')).statusCode).toBe(204);
    expect((await leave('editor', 'developers')).statusCode).toBe(204);
  });

  it('forgets a user whose last heartbeat is older than the window, and prunes the row', async () => {
    const start = new Date('2026-06-01T10:00:00.000Z');
    const clock = jest.spyOn(ctx.app.clock, 'now').mockReturnValue(start);
    await beat('editor', 'team-members');
    clock.mockReturnValue(new Date(start.getTime() + PRESENCE_WINDOW_MS - 1000));
    expect(await beat('super-admin', 'team-members')).toHaveLength(1);
    clock.mockReturnValue(new Date(start.getTime() + PRESENCE_WINDOW_MS + 1000));
    expect(await beat('super-admin', 'team-members')).toEqual([]);
    const rows = await ctx.db
      .selectFrom('record_presence')
      .select('user_id')
      .where('resource', '=', 'team-members')
      .execute();
    expect(rows.map((row) => Number(row.user_id))).toEqual([users['super-admin'].row.id]);
    // The editor's stale row on another record goes with the editor's next heartbeat anywhere.
    await beat('editor', 'developers');
    clock.mockReturnValue(new Date(start.getTime() + 3 * PRESENCE_WINDOW_MS));
    await beat('editor', 'projects');
    const editorRows = await ctx.db
      .selectFrom('record_presence')
      .select('resource')
      .where('user_id', '=', users.editor.row.id)
      .execute();
    expect(editorRows.map((row) => row.resource)).toEqual(['projects']);
    // Back after the window: a new `since`.
    const later = new Date(start.getTime() + 3 * PRESENCE_WINDOW_MS + 2000);
    clock.mockReturnValue(later);
    await beat('editor', 'team-members');
    expect(await beat('super-admin', 'team-members')).toEqual([
      expect.objectContaining({ name: 'Omar Editor', since: later.toISOString() }),
    ]);
  });

  it('lets each role be present where it may read the record, and refuses it elsewhere (403)', async () => {
    let allowed = 0;
    for (const role of ROLES)
      for (const resource of Object.keys(PRESENCE_RESOURCES) as PresenceResource[]) {
        const path = `/presence/${resource}/${records[resource]}`;
        const put = await call(users[role].token, 'PUT', path);
        const del = await call(users[role].token, 'DELETE', path);
        if (mayBePresent(role, resource)) {
          allowed += 1;
          expect([role, resource, put.statusCode, del.statusCode]).toEqual([
            role,
            resource,
            200,
            204,
          ]);
        } else {
          expect([role, resource, put.statusCode, del.statusCode]).toEqual([
            role,
            resource,
            403,
            403,
          ]);
          expect(put.json()).toEqual({ message: expect.any(String) });
        }
      }
    // Sales roles read developers, projects, team members and the company, not SEO pages or home assets.
    expect(mayBePresent('sales-agent', 'meta')).toBe(false);
    expect(mayBePresent('sales-agent', 'projects')).toBe(true);
    expect(mayBePresent('editor', 'home-assets')).toBe(true);
    expect(allowed).toBe(4 * 4 + 2 * 2);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/presence/projects/${records.projects}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is in the OpenAPI document: both methods, the kinds of record, the answer', async () => {
    const doc = await call(users.editor.token, 'GET', '/docs/json');
    const route = (doc.json() as { paths: Record<string, Record<string, unknown>> }).paths[
      '/api/admin/presence/{resource}/{id}'
    ];
    expect(Object.keys(route ?? {}).sort()).toEqual(['delete', 'put']);
    expect(JSON.stringify(route)).toContain('home-assets');
    expect(JSON.stringify(route)).toContain('since');
  });

  it('answers 422 for an unknown kind or a malformed id, 404 for a record that is not there', async () => {
    for (const path of ['/presence/leads/1', '/presence/users/1', '/presence/projects/a%20b']) {
      const response = await call(users.editor.token, 'PUT', path);
      expect([path, response.statusCode]).toEqual([path, 422]);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    for (const path of [
      '/presence/projects/999999',
      '/presence/projects/abc',
      '/presence/projects/99999999999',
      '/presence/meta/no-such-page',
      '/presence/company/999999',
    ]) {
      const response = await call(users.editor.token, 'PUT', path);
      expect([path, response.statusCode]).toEqual([path, 404]);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    // A record in the Trash is not there either.
    const api = await adminClient(ctx);
    const gone = (await api.create('/team-members', teamMemberInput())).id;
    expect((await api.del(`/team-members/${gone}`)).statusCode).toBe(200);
    expect(
      (await call(users.editor.token, 'PUT', `/presence/team-members/${gone}`)).statusCode,
    ).toBe(404);
    expect(await ctx.db.selectFrom('record_presence').selectAll().execute()).toEqual([]);
  });

  it("tells an editor's stream who arrives and leaves, and no lead event leaks to it", async () => {
    await clearLeads(ctx);
    const editor = await openStream(base, users.editor.token);
    streams.push(editor);
    const manager = await openStream(base, users['sales-manager'].token);
    streams.push(manager);
    expect([editor.status, manager.status]).toEqual([200, 200]);
    await eventually(() => ctx.app.events.subscriberCount() === 2);

    const [lead] = (await seedLeads(ctx, [leadRow('contact', { assignee_id: null })])) as [number];
    await call(users['sales-manager'].token, 'PATCH', `/forms/contact/${lead}`, {
      status: 'contacted',
    });
    await manager.waitFor((event) => event.type === 'lead.changed' && event.id === lead);

    const about = (resource: PresenceResource) => (event: LiveEvent) =>
      event.type === 'presence.changed' && event.resource === resource;
    await beat('super-admin', 'home-assets');
    expect(await editor.waitFor(about('home-assets'))).toEqual({
      type: 'presence.changed',
      resource: 'home-assets',
      id: records['home-assets'],
      actor_id: users['super-admin'].row.id,
    });
    // A heartbeat that only keeps the row fresh is not news; leaving is.
    await beat('super-admin', 'home-assets');
    expect((await leave('super-admin', 'home-assets')).statusCode).toBe(204);
    await eventually(
      () => editor.events.filter((event) => event.type === 'presence.changed').length === 2,
    );
    // Presence on projects reaches the manager too; home assets (which sales may not read) did not.
    await beat('editor', 'projects');
    await manager.waitFor(about('projects'));
    await editor.waitFor(about('projects'));
    expect(
      manager.events.some(
        (event) => event.type === 'presence.changed' && event.resource === 'home-assets',
      ),
    ).toBe(false);
    expect(editor.events.map((event) => event.type)).toEqual([
      'presence.changed',
      'presence.changed',
      'presence.changed',
    ]);
  });
});

/**
 * Roles on the server (docs/security.md#roles): every admin route × every role answers as the shared
 * permission table says — allowed: anything but 403; refused: 403 in the error shape, before the handler
 * runs (nothing changes) — and the table lists exactly the routes the server has.
 */
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { ROLES, type Role } from '../../../src/shared/common/constants';
import { serverMessages } from '../../../src/shared/common/errors';
import { ADMIN_ROUTE_ROLES, mayCall } from '../../../src/shared/permissions';
import { PUBLIC_ADMIN_ROUTES } from '../../../src/server/adminScope';
import { developerInput } from '../support/contentFixtures';
import { leadRow, seedLeads } from '../support/leadFixtures';
import { bearer, createTestUser, describeEachDb, loginAs } from '../support/testApp';

/** A concrete URL for a route pattern: unknown ids, so an allowed write finds nothing to change. */
const concrete = (path: string) =>
  path
    .replace(':kind', 'contact')
    .replace(':entity', 'developer')
    .replace(':id', '999999')
    .replace(':page', 'home');

describeEachDb('what each role may call', (ctx) => {
  const tokens = {} as Record<Role, string>;
  let ip = 0;
  const login = async (email: string) => loginAs(ctx, email, undefined, `198.51.100.${++ip}`);
  const emails = {} as Record<Role, string>;
  beforeAll(async () => {
    for (const role of ROLES) {
      emails[role] = (await createTestUser(ctx, { role, name: `A ${role}` })).email;
      tokens[role] = await login(emails[role]);
    }
  });

  it('says the role in the login and /me answers', async () => {
    for (const role of ROLES) {
      const me = await ctx.app.inject({
        method: 'GET',
        url: `${ADMIN_PREFIX}/me`,
        headers: bearer(tokens[role]),
      });
      expect(me.json().data.role_type).toBe(role);
    }
  });

  it('lists every admin route of the server in the table, and nothing else', () => {
    const routes = new Set(
      ctx.app.routeTable
        .filter((route) => route.url.startsWith(`${ADMIN_PREFIX}/`) && route.method !== 'HEAD')
        .filter((route) => !PUBLIC_ADMIN_ROUTES.has(route.url))
        .map((route) => `${route.method} ${route.url.slice(ADMIN_PREFIX.length)}`),
    );
    expect([...routes].sort()).toEqual(Object.keys(ADMIN_ROUTE_ROLES).sort());
  });

  it('answers every route for every role as the table says', async () => {
    const refused: string[] = [];
    for (const key of Object.keys(ADMIN_ROUTE_ROLES)) {
      const [method, path] = key.split(' ') as [string, string];
      // The live stream never ends, so inject would wait forever; its roles are asked over a real socket
      // (__tests__/server/leads/live/liveStream.test.ts).
      if (key === 'GET /events') continue;
      for (const role of ROLES) {
        // Logging out ends the session: a fresh one for that call.
        const token = path === '/logout' ? await login(emails[role]) : tokens[role];
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: `${ADMIN_PREFIX}${concrete(path)}`,
          headers: {
            ...bearer(token),
            ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
        });
        if (mayCall(role, method, path)) {
          expect([key, role, response.statusCode]).not.toEqual([key, role, 403]);
          expect(response.statusCode).toBeLessThan(500);
        } else {
          expect([key, role, response.statusCode]).toEqual([key, role, 403]);
          expect(response.json()).toEqual({ message: serverMessages.forbidden });
          refused.push(`${role} ${key}`);
        }
      }
    }
    // The table means something: editors are kept from leads, sales from content writes, and so on.
    expect(refused).toContain('editor GET /forms/:kind');
    expect(refused).toContain('sales-manager POST /developers');
    expect(refused).toContain('sales-agent GET /forms/:kind/export.csv');
    expect(refused).toContain('editor PUT /company');
    expect(refused).toContain('sales-manager GET /users');
    expect(refused).toContain('editor PATCH /users/:id');
  });

  it('refuses before the handler runs: a refused delete deletes nothing', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/developers`,
      headers: bearer(tokens.editor),
      payload: developerInput(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `${ADMIN_PREFIX}/developers/${id}`,
      headers: bearer(tokens['sales-manager']),
    });
    expect(refused.statusCode).toBe(403);
    const still = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN_PREFIX}/developers/${id}`,
      headers: bearer(tokens['sales-manager']),
    });
    expect(still.statusCode).toBe(200);
  });

  it('lets an agent work leads in bulk but not delete them', async () => {
    const [id] = await seedLeads(ctx, [leadRow('contact')]);
    const bulk = (role: Role, action: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${ADMIN_PREFIX}/forms/contact/bulk`,
        headers: bearer(tokens[role]),
        payload: { action, ids: [id!] },
      });
    expect((await bulk('sales-agent', 'read')).statusCode).toBe(200);
    const refused = await bulk('sales-agent', 'delete');
    expect(refused.statusCode).toBe(403);
    expect(
      await ctx.db.selectFrom('leads').select('id').where('id', '=', id!).execute(),
    ).toHaveLength(1);
    expect((await bulk('sales-manager', 'delete')).json().data.affected).toBe(1);
  });
});

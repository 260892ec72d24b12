/**
 * Who may call the publication routes (docs/security.md#roles): the editors and the super-admin; a sales role
 * gets 403 on every one of them, before anything happens, and nobody signed in gets 401. And the routes are in
 * the OpenAPI document with their schemas.
 */
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { serverMessages } from '../../../src/shared/common/errors';
import { ADMIN_ROUTE_ROLES, type Role } from '../../../src/shared/permissions';
import { apiOf, kindOf, readRecord, type Made } from '../support/publicationFixtures';
import { bearer, createTestUser, describeEachDb, loginAs } from '../support/testApp';

/** `METHOD /<kind>/:id/<what>`: the routes under one record of the five kinds. */
const PUBLICATION_ROUTE =
  /^\w+ \/(developers\/:id|projects\/:id|team-members\/:id|home-assets\/:id|meta\/:page)\//;
const ROUTES = Object.keys(ADMIN_ROUTE_ROLES).filter((key) => PUBLICATION_ROUTE.test(key));
/** Each role logs in from its own address (the login throttle counts per address). */
const ROLE_IP = { 'super-admin': 1, editor: 2, 'sales-manager': 3, 'sales-agent': 4 } as const;

describeEachDb('who may draft and publish', (ctx) => {
  const tokens = {} as Record<Role, string>;
  const records = {} as Record<string, Made>;
  beforeAll(async () => {
    for (const role of ['super-admin', 'editor', 'sales-manager', 'sales-agent'] as const) {
      const user = await createTestUser(ctx, { role });
      tokens[role] = await loginAs(ctx, user.email, undefined, `198.51.100.${ROLE_IP[role]}`);
    }
    const api = apiOf(ctx, tokens.editor);
    for (const kind of ['developers', 'projects', 'team-members', 'home-assets', 'meta'] as const)
      records[kind] = await kindOf(kind).make(api, `Guarded ${kind}`);
  });

  /** The route's URL on this suite's record of its kind. */
  const urlOf = (path: string) => {
    const kind = path.split('/')[1]!;
    const record = records[kind]!;
    return path.replace(/^\/[^/]+\/:(id|page)/, record.url).replace(':version', '1');
  };
  const send = (key: string, headers: Record<string, string>) => {
    const [method, path] = key.split(' ') as [string, string];
    return ctx.app.inject({
      method: method as 'GET',
      url: `${ADMIN_PREFIX}${urlOf(path)}`,
      headers: { ...headers, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
    });
  };

  it('lists the ten routes under each of the five kinds, for the editors only', () => {
    expect(ROUTES).toHaveLength(50);
    for (const key of ROUTES)
      expect([key, ADMIN_ROUTE_ROLES[key]]).toEqual([key, ['super-admin', 'editor']]);
  });

  it('refuses every one to the sales roles with 403 and to nobody signed in with 401, changing nothing', async () => {
    const before = await Promise.all(
      Object.values(records).map(
        async (record) => (await readRecord(apiOf(ctx, tokens.editor), record.url)).etag,
      ),
    );
    for (const key of ROUTES) {
      for (const role of ['sales-manager', 'sales-agent'] as const) {
        const response = await send(key, bearer(tokens[role]));
        expect([key, role, response.statusCode, response.json()]).toEqual([
          key,
          role,
          403,
          { message: serverMessages.forbidden },
        ]);
      }
      const anonymous = await send(key, {});
      expect([key, anonymous.statusCode]).toEqual([key, 401]);
    }
    const after = await Promise.all(
      Object.values(records).map(
        async (record) => (await readRecord(apiOf(ctx, tokens.editor), record.url)).etag,
      ),
    );
    expect(after).toEqual(before);
  });

  it('lets the editors call each one (no 403, no 5xx)', async () => {
    for (const key of ROUTES) {
      for (const role of ['super-admin', 'editor'] as const) {
        const { statusCode } = await send(key, bearer(tokens[role]));
        expect([key, role, statusCode === 403 || statusCode >= 500]).toEqual([key, role, false]);
      }
    }
  });

  it('describes each route in the OpenAPI document, with its answers', async () => {
    const doc = (
      await ctx.app.inject({
        method: 'GET',
        url: `${ADMIN_PREFIX}/docs/json`,
        headers: bearer(tokens.editor),
      })
    ).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const key of ROUTES) {
      const [method, path] = key.split(' ') as [string, string];
      const openApiPath = `${ADMIN_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[openApiPath]?.[method.toLowerCase()];
      expect([key, operation !== undefined]).toEqual([key, true]);
      expect(Object.keys(operation!.responses)).toEqual(
        expect.arrayContaining(['200', '401', '404']),
      );
    }
    const publish = doc.paths[`${ADMIN_PREFIX}/developers/{id}/publish`]!.post!;
    expect(Object.keys(publish.responses)).toEqual(expect.arrayContaining(['409', '412', '422']));
  });
});

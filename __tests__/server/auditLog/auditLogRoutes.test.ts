/**
 * Reading the audit log (docs/api.md#audit-routes): the super-admin's filtered, paged list and CSV, a
 * record's history for whoever may read the record (403 otherwise), and the retention job.
 */
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import type { Role } from '../../../src/shared/common/constants';
import type { AuditEntry } from '../../../src/shared/audit/schemas';
import { parseCsv } from '../support/parseCsv';
import { bearer, createTestUser, describeEachDb, loginAs } from '../support/testApp';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describeEachDb('audit log routes', (ctx) => {
  const tokens = {} as Record<Role, string>;
  let adminId: number;
  let editorId: number;
  let ip = 0;

  const get = (url: string, role: Role = 'super-admin') =>
    ctx.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}${url}`, headers: bearer(tokens[role]) });
  const list = async (query: string) => {
    const response = await get(`/audit?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: AuditEntry[]; meta: { total: number; last_page: number } };
  };

  beforeAll(async () => {
    for (const role of ['super-admin', 'editor', 'sales-agent'] as const) {
      const user = await createTestUser(ctx, { role, name: `A ${role}` });
      if (role === 'super-admin') adminId = user.id;
      if (role === 'editor') editorId = user.id;
      tokens[role] = await loginAs(ctx, user.email, undefined, `198.51.100.${++ip}`);
    }
    await ctx.db.deleteFrom('audit_log').execute();
    const row = (
      at: string,
      userId: number | null,
      entity: string,
      entityId: string | null,
      action: string,
      changes: object | null = null,
    ) => ({
      at,
      user_id: userId,
      user_name: userId === null ? null : `User ${userId}`,
      ip: '203.0.113.5',
      entity,
      entity_id: entityId,
      action,
      changes: changes && JSON.stringify(changes),
    });
    await ctx.db
      .insertInto('audit_log')
      .values([
        row(day(400), adminId, 'project', '1', 'create'),
        row(day(10), editorId, 'project', '1', 'update', {
          name: [
            { en: 'A', ar: '' },
            { en: 'B', ar: '' },
          ],
        }),
        row(day(9), editorId, 'developer', '2', 'update', { slug: ['a', 'b'] }),
        row(day(8), adminId, 'lead', '3', 'delete'),
        row(day(7), null, 'session', null, 'login-failed', { email: [null, 'x@example.com'] }),
        row(day(2), adminId, 'project', '1', 'delete'),
      ])
      .execute();
  });

  it('lists newest first with paging', async () => {
    const first = await list('per_page=2');
    expect(first.meta).toMatchObject({ total: 6, last_page: 3 });
    expect(first.data.map((entry) => entry.action)).toEqual(['delete', 'login-failed']);
    const second = await list('per_page=2&page=2');
    expect(second.data.map((entry) => [entry.entity, entry.action])).toEqual([
      ['lead', 'delete'],
      ['developer', 'update'],
    ]);
    expect(second.data[1]).toMatchObject({
      user_id: editorId,
      user_name: `User ${editorId}`,
      ip: '203.0.113.5',
      entity_id: '2',
      changes: { slug: ['a', 'b'] },
    });
  });

  it('filters by user, entity, record, action and dates', async () => {
    const actions = async (query: string) => (await list(query)).data.map((entry) => entry.action);
    expect(await actions(`user=${editorId}`)).toEqual(['update', 'update']);
    expect(await actions('entity=project')).toEqual(['delete', 'update', 'create']);
    expect(await actions('entity=project&entity_id=1&action=update')).toEqual(['update']);
    expect(await actions('action=login-failed')).toEqual(['login-failed']);
    expect(await actions(`from=${day(8.5)}`)).toHaveLength(3);
    // A day as the end means all of that day.
    expect(await actions(`to=${day(9).slice(0, 10)}`)).toEqual(['update', 'update', 'create']);
    expect(await actions(`from=${day(11)}&to=${day(8.5)}`)).toEqual(['update', 'update']);
    expect((await get('/audit?entity=nothing')).statusCode).toBe(422);
    expect((await get('/audit?from=yesterday')).statusCode).toBe(422);
    // The right shape, but no such day or time: 422, never a 500.
    for (const bad of ['2026-02-31', '2026-13-01', '2026-05-01T25:00:00Z', '9999-99-99'])
      expect([bad, (await get(`/audit?from=${bad}`)).statusCode]).toEqual([bad, 422]);
    expect((await get('/audit/export.csv?to=2026-02-30')).statusCode).toBe(422);
  });

  it('exports the filtered log as CSV, and records that export', async () => {
    const response = await get(`/audit/export.csv?entity=project`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'ID',
      'At',
      'User ID',
      'User',
      'IP',
      'Entity',
      'Entity ID',
      'Action',
      'Changes',
    ]);
    expect(rows.slice(1).map((row) => row[7])).toEqual(['delete', 'update', 'create']);
    const exported = await list('entity=audit-log');
    expect(exported.data[0]).toMatchObject({
      action: 'export',
      user_id: adminId,
      changes: { filters: [null, { entity: 'project' }] },
    });
    await ctx.db.deleteFrom('audit_log').where('entity', '=', 'audit-log').execute();
  });

  it('keeps the log and its CSV to the super-admin', async () => {
    for (const role of ['editor', 'sales-agent'] as const) {
      expect((await get('/audit', role)).statusCode).toBe(403);
      expect((await get('/audit/export.csv', role)).statusCode).toBe(403);
    }
  });

  it("gives a record's history to whoever may read the record, newest first and paged", async () => {
    const history = await get('/audit/project/1?per_page=2', 'editor');
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((entry: AuditEntry) => entry.action)).toEqual([
      'delete',
      'update',
    ]);
    expect(history.json().meta).toMatchObject({ total: 3, last_page: 2 });
    // Every role reads projects.
    expect((await get('/audit/project/1', 'sales-agent')).statusCode).toBe(200);
    // Editors may not read leads, sales may not read SEO pages or home assets, only admins the sessions.
    expect((await get('/audit/lead/3', 'editor')).statusCode).toBe(403);
    // An agent's reach over leads is tested with the leads (leads/reach.test.ts).
    expect((await get('/audit/lead/3', 'super-admin')).statusCode).toBe(200);
    expect((await get('/audit/seo-page/home', 'sales-agent')).statusCode).toBe(403);
    expect((await get('/audit/home-asset/1', 'sales-agent')).statusCode).toBe(403);
    expect((await get('/audit/session/1', 'editor')).statusCode).toBe(403);
    expect((await get('/audit/session/1')).statusCode).toBe(200);
    expect((await get('/audit/company/1', 'sales-agent')).statusCode).toBe(200);
  });

  it('deletes rows older than AUDIT_RETENTION_DAYS, and only those', async () => {
    expect(ctx.config.auditRetentionDays).toBe(365);
    const before = (await list('per_page=100')).meta.total;
    await ctx.app.jobs.tick();
    const after = await list('per_page=100');
    expect(after.meta.total).toBe(before - 1);
    expect(after.data.map((entry) => entry.action)).not.toContain('create');
  });
});

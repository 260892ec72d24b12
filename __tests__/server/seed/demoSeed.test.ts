/**
 * The demo seed fills an empty database with its portfolio (docs/product.md#demo-content: ten developers,
 * fifty projects with galleries and brochures, twenty team members) through the real write and media paths,
 * and then leaves a database with content alone; its leads look like a working desk to the first user who
 * signs in (four agents, answered leads, a few overdue).
 */
import fs from 'node:fs';
import path from 'node:path';
import { mediaDir } from '../../../src/server/media/storage';
import { runSeed, seededRandom } from '../../../src/server/seed/runSeed';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { bearer, createTestUser, describeEachDb, loginAs } from '../support/testApp';

jest.setTimeout(300_000);

describeEachDb('demo seed', (ctx) => {
  it('fills an empty database with a bilingual portfolio the public API serves, once', async () => {
    const messages: string[] = [];
    expect(await runSeed(ctx.db, ctx.config, { log: (m) => messages.push(m) })).toBe('seeded');
    expect(messages.join('\n')).toMatch(/10 developers, 50 projects and 20 team members/);

    const count = async (table: 'developers' | 'projects' | 'team_members') =>
      Number(
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('developers')).toBe(10);
    expect(await count('projects')).toBe(50);
    expect(await count('team_members')).toBe(20);

    const projects = await ctx.app.inject({ url: '/api/public/projects?per_page=100&locale=ar' });
    expect(projects.statusCode).toBe(200);
    const body = projects.json() as {
      data: { name: string; gallery: unknown[]; brochure: unknown }[];
    };
    expect(body.data.length).toBe(45); // every tenth is a draft
    expect(body.data.every((project) => /[\u0600-\u06ff]/.test(project.name))).toBe(true);
    expect(body.data.every((project) => project.gallery.length === 3 && project.brochure)).toBe(
      true,
    );

    // Every media row is attached and its file (and an image's preview) exists on disk.
    const media = await ctx.db.selectFrom('media').selectAll().execute();
    const perModel = (type: string) => media.filter((row) => row.model_type === type).length;
    expect([perModel('developer'), perModel('project'), perModel('team_member')]).toEqual([
      10 * 2, // logo and cover
      50 * 6, // cover, three gallery pictures, a floor plan and a brochure
      20,
    ]);
    expect(media.every((row) => row.model_type !== null && row.model_id !== null)).toBe(true);
    const dir = mediaDir(ctx.config);
    for (const row of media) {
      expect(fs.existsSync(path.join(dir, row.file_name))).toBe(true);
      if (row.preview_file_name)
        expect(fs.existsSync(path.join(dir, row.preview_file_name))).toBe(true);
    }

    expect(await runSeed(ctx.db, ctx.config)).toBe('skipped');
    expect(await count('projects')).toBe(50);
  });

  // On the database the test above seeded, as its first sales user sees it.
  it('leaves a working desk: agents who cannot sign in, leads answered and spread over them, a few overdue', async () => {
    const agents = await ctx.db
      .selectFrom('users')
      .select(['id', 'name', 'role', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(agents.map((user) => user.name)).toEqual([
      'Priya Nair',
      'Ahmed Farouk',
      'Elena Petrova',
      'Li Wei',
    ]);
    expect(agents.every((user) => user.role === 'sales-agent' && user.password_hash === '')).toBe(
      true,
    );
    const admin = await createTestUser(ctx, { role: 'super-admin' });
    const token = await loginAs(ctx, admin.email);
    const get = (url: string) =>
      ctx.app.inject({ url: `${ADMIN_PREFIX}${url}`, headers: bearer(token) });

    const users = (await get('/users?per_page=100')).json().data as { status: string }[];
    expect(users.filter((user) => user.status === 'invited')).toHaveLength(4);

    const leads = await ctx.db
      .selectFrom('leads')
      .select(['status', 'first_response_at'])
      .execute();
    expect(leads).toHaveLength(300);
    expect(
      leads.filter((lead) => lead.status !== 'new').every((lead) => lead.first_response_at),
    ).toBe(true);

    // The Speed to lead badge: a small honest number, not "99+".
    const overdue = (await get('/forms/unread')).json().overdue as Record<string, number>;
    const overdueTotal = Object.values(overdue).reduce((sum, n) => sum + n, 0);
    expect(overdueTotal).toBeGreaterThanOrEqual(1);
    expect(overdueTotal).toBeLessThanOrEqual(10);

    // Speed to lead over the last week: nearly everything answered, mostly within the target, and every
    // agent with leads of their own beside the few in the pool.
    const week = (await get('/dashboard/response-times?days=7')).json().data as {
      overall: { leads: number; answered: number; due: number; within_target: number };
      funnel: Record<string, number>;
      by_agent: { name: string | null; leads: number }[];
    };
    expect(week.overall.answered / week.overall.due).toBeGreaterThan(0.8);
    expect(week.overall.within_target / week.overall.due).toBeGreaterThan(0.5);
    expect(week.funnel.contacted).toBeGreaterThan(week.overall.leads / 2);
    const names = week.by_agent.filter((agent) => agent.leads > 0).map((agent) => agent.name);
    expect(names).toEqual(['Ahmed Farouk', 'Elena Petrova', 'Li Wei', 'Priya Nair', null]);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});

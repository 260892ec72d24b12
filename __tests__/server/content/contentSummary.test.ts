/**
 * GET /api/admin/content-summary, the editor's home (docs/product.md#home-dashboard): published and draft
 * counts per kind, the latest drafts newest first, and the SEO pages needing work; for editors and the
 * super-admin only.
 */
import { ROLES } from '../../../src/shared/common/constants';
import { CONTENT_SUMMARY_DRAFTS, type ContentSummary } from '../../../src/shared/content/summary';
import { EDITORS } from '../../../src/shared/permissions';
import {
  adminClient,
  clearContent,
  developerInput,
  projectInput,
  teamMemberInput,
  type AdminClient,
} from '../support/contentFixtures';
import { bearer, createTestUser, describeEachDb, loginAs } from '../support/testApp';

describeEachDb('the content summary', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  beforeEach(() => clearContent(ctx));

  const summary = async () => {
    const response = await api.get('/content-summary');
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: ContentSummary }).data;
  };
  const made = async (url: string, body: unknown) => (await api.create(url, body)).id;
  // Drafts are told apart by when they last changed: set it, as time passing would.
  const changedAt = (table: 'developers' | 'projects' | 'team_members', id: number, at: string) =>
    ctx.db.updateTable(table).set({ updated_at: at }).where('id', '=', id).execute();

  it('counts published content and drafts, and lists the latest drafts newest first', async () => {
    const live = await made('/developers', developerInput({ slug: 'live', is_published: true }));
    const draft = await made(
      '/developers',
      developerInput({
        slug: 'draft',
        name: { en: 'Draft Dev', ar: 'مطور مسودة' },
        is_published: false,
      }),
    );
    const project = await made(
      '/projects',
      projectInput(live, { slug: 'draft-project', is_published: false }),
    );
    await made('/projects', projectInput(live, { slug: 'live-project', is_published: true }));
    const member = await made('/team-members', teamMemberInput({ is_published: false }));
    await changedAt('developers', draft, '2026-03-01T10:00:00.000Z');
    await changedAt('projects', project, '2026-03-03T10:00:00.000Z');
    await changedAt('team_members', member, '2026-03-02T10:00:00.000Z');

    const data = await summary();
    expect(data.counts).toEqual({
      developers: { published: 1, drafts: 1 },
      projects: { published: 1, drafts: 1 },
      team_members: { published: 0, drafts: 1 },
    });
    expect(data.drafts.map(({ kind, id }) => ({ kind, id }))).toEqual([
      { kind: 'project', id: project },
      { kind: 'team_member', id: member },
      { kind: 'developer', id: draft },
    ]);
    expect(data.drafts[2]).toMatchObject({ name: { en: 'Draft Dev', ar: 'مطور مسودة' } });
  });

  it('lists at most the latest drafts across kinds, and nothing on an empty site', async () => {
    expect((await summary()).drafts).toEqual([]);
    const ids: number[] = [];
    for (let index = 0; index < CONTENT_SUMMARY_DRAFTS + 3; index += 1) {
      const id = await made(
        '/developers',
        developerInput({ slug: `draft-${index}`, is_published: false }),
      );
      await changedAt(
        'developers',
        id,
        `2026-03-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
      );
      ids.push(id);
    }
    const data = await summary();
    expect(data.counts.developers).toEqual({ published: 0, drafts: CONTENT_SUMMARY_DRAFTS + 3 });
    expect(data.drafts.map((item) => item.id)).toEqual(
      ids.slice(-CONTENT_SUMMARY_DRAFTS).reverse(),
    );
  });

  it('counts the SEO pages that need work', async () => {
    const before = (await summary()).seo;
    // Every registry page starts without a title and description.
    expect(before.pages).toBeGreaterThan(0);
    expect(before.needing_work).toBe(before.pages);
    const put = await api.put('/meta/home', {
      title: { en: 'Homes in Dubai', ar: 'منازل في دبي' },
      description: { en: 'Villas and apartments.', ar: 'فلل وشقق.' },
    });
    expect({ status: put.statusCode, body: put.body }).toMatchObject({ status: 200 });
    expect((await summary()).seo).toEqual({ pages: before.pages, needing_work: before.pages - 1 });
  });

  it('answers the editors and the super-admin, refuses the sales roles', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/content-summary' })).statusCode).toBe(401);
    for (const role of ROLES) {
      const { email } = await createTestUser(ctx, { email: `summary-${role}@example.com`, role });
      const response = await ctx.app.inject({
        url: '/api/admin/content-summary',
        headers: bearer(await loginAs(ctx, email)),
      });
      const allowed = (EDITORS as readonly string[]).includes(role);
      expect({ role, status: response.statusCode }).toEqual({ role, status: allowed ? 200 : 403 });
    }
  });
});

import { trashMessages } from '../../../src/shared/trash/schemas';
import { contentMessages } from '../../../src/shared/content/schemas';
import { serverMessages } from '../../../src/shared/common/errors';
import { trashPurgeJob } from '../../../src/server/trash/trashPurgeJob';
import { findLeadsToAcknowledge } from '../../../src/server/leads/acknowledgement/autoAcknowledgementRepository';
import { pendingArrivals } from '../../../src/server/leads/intake/leadArrivalRepository';
import { leadOwners } from '../../../src/server/leads/live/leadEventRepository';
import { insertLeads } from '../../../src/server/leads/intake/leadSeedRepository';
import { openLeadsOf, unroutedLeads } from '../../../src/server/leads/routing/routingRepository';
import {
  clearContent,
  developerInput,
  insertMediaRow,
  projectInput,
  publicGet,
  teamMemberInput,
} from '../support/contentFixtures';
import { homeAssetInput } from '../support/homeAssetFixtures';
import { clearLeads, leadRow, seedLeads } from '../support/leadFixtures';
import { parseCsv } from '../support/parseCsv';
import {
  adminCall,
  createTestUser,
  describeEachDb,
  loginAs,
  type TestContext,
} from '../support/testApp';
import type { Role } from '../../../src/shared/permissions';

const DAY_MS = 86_400_000;

async function tokenOf(ctx: TestContext, role: Role, name = `A ${role}`): Promise<string> {
  const user = await createTestUser(ctx, { role, name });
  return loginAs(ctx, user.email);
}

describeEachDb('the Trash', (ctx) => {
  const tokens = {} as Record<Role, string>;
  let call: ReturnType<typeof adminCall>;
  const as = (role: Role) => ({
    get: (url: string) => call(tokens[role], 'GET', url),
    post: (url: string, body: object = {}) => call(tokens[role], 'POST', url, body),
    del: (url: string) => call(tokens[role], 'DELETE', url),
  });
  const admin = () => as('super-admin');
  const create = async (url: string, body: object): Promise<Record<string, unknown>> => {
    const response = await admin().post(url, body);
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
    return response.json().data;
  };
  const trashList = async (role: Role = 'super-admin', query = '') =>
    (await as(role).get(`/trash${query}`)).json() as {
      data: Record<string, unknown>[];
      meta: { total: number };
    };

  beforeAll(async () => {
    call = adminCall(ctx);
    tokens['super-admin'] = await tokenOf(ctx, 'super-admin', 'Salma Admin');
    tokens.editor = await tokenOf(ctx, 'editor', 'Eli Editor');
    tokens['sales-manager'] = await tokenOf(ctx, 'sales-manager', 'Maya Manager');
    tokens['sales-agent'] = await tokenOf(ctx, 'sales-agent', 'Adam Agent');
  });
  beforeEach(async () => {
    await clearContent(ctx);
    await ctx.db.deleteFrom('home_assets').execute();
    await clearLeads(ctx);
  });

  const developer = (slug = 'emaar') =>
    create('/developers', developerInput({ slug, name: { en: 'Emaar', ar: 'إعمار' } }));

  it('moves a deleted project to the Trash, out of every list, count, export and public answer, and restores it as it was', async () => {
    const dev = await developer();
    const cover = await insertMediaRow(ctx);
    const project = await create(
      '/projects',
      projectInput(dev.id as number, {
        slug: 'creek-vista',
        name: { en: 'Creek Vista', ar: 'كريك فيستا' },
        is_published: true,
        cover_id: cover,
      }),
    );
    await create('/projects', projectInput(dev.id as number, { slug: 'other', is_published: true }));
    const before = (await admin().get(`/projects/${project.id}`)).json().data;

    expect((await admin().del(`/projects/${project.id}`)).json()).toEqual({
      message: 'Data has been deleted successfully',
    });
    expect((await admin().get(`/projects/${project.id}`)).statusCode).toBe(404);
    const list = (await admin().get('/projects')).json();
    expect(list.meta.total).toBe(1);
    expect(list.data.map((p: { slug: string }) => p.slug)).toEqual(['other']);
    expect((await admin().get('/projects?search=creek')).json().meta.total).toBe(0);
    const csv = parseCsv((await admin().get('/projects/export.csv')).body);
    expect(csv.flat()).not.toContain('creek-vista');
    expect((await admin().get(`/developers/${dev.id}`)).json().data.projects_count).toBe(1);
    const summary = (await admin().get('/content-summary')).json().data;
    expect(summary.counts.projects).toEqual({ published: 1, drafts: 0 });
    expect((await admin().get('/dashboard')).json().data.counts.projects).toBe(1);
    expect((await publicGet(ctx, '/projects')).json().meta.total).toBe(1);
    expect((await publicGet(ctx, '/projects/creek-vista')).statusCode).toBe(404);
    expect((await publicGet(ctx, '/developers/emaar')).json().data.projects_count).toBe(1);
    // Editing a trashed record: it is not there.
    const patch = await call(tokens['super-admin'], 'PATCH', `/projects/${project.id}`, {
      is_featured: true,
    });
    expect(patch.statusCode).toBe(404);
    // Its media stays until the purge.
    const media = await ctx.db.selectFrom('media').select('id').where('id', '=', cover).execute();
    expect(media).toHaveLength(1);

    const trash = await trashList();
    expect(trash.meta.total).toBe(1);
    const item = trash.data[0]!;
    expect(item).toMatchObject({
      type: 'project',
      id: project.id,
      title: { en: 'Creek Vista', ar: 'كريك فيستا' },
      reference: null,
      lead_kind: null,
      deleted_by: { name: 'Salma Admin' },
    });
    expect(Date.parse(item.purge_at as string) - Date.parse(item.deleted_at as string)).toBe(
      30 * DAY_MS,
    );

    const restored = await admin().post(`/trash/project/${project.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ message: trashMessages.restored });
    expect((await admin().get(`/projects/${project.id}`)).json().data).toEqual(before);
    expect((await publicGet(ctx, '/projects/creek-vista')).statusCode).toBe(200);
    expect((await trashList()).meta.total).toBe(0);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'user_name'])
      .where('entity', '=', 'project')
      .where('entity_id', '=', String(project.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete', 'restore']);
    expect(audit[2]!.user_name).toBe('Salma Admin');
  });

  it('keeps a trashed record’s slug: a new record may not take it, so a restore never clashes', async () => {
    const dev = await developer();
    const project = await create('/projects', projectInput(dev.id as number, { slug: 'taken' }));
    await admin().del(`/projects/${project.id}`);
    const again = await admin().post('/projects', projectInput(dev.id as number, { slug: 'taken' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.slug).toEqual([contentMessages.slugTaken]);
    // A slug derived from the name skips it too.
    const derived = await admin().post('/projects', {
      ...projectInput(dev.id as number),
      slug: undefined,
      name: { en: 'Taken', ar: '' },
    });
    expect(derived.json().data.slug).toBe('taken-2');
    expect((await admin().post(`/trash/project/${project.id}/restore`)).statusCode).toBe(200);
  });

  it('trashes a developer only once its projects are in the Trash, and restores a project only with its developer', async () => {
    const dev = await developer();
    const project = await create('/projects', projectInput(dev.id as number, { slug: 'p1' }));
    const refused = await admin().del(`/developers/${dev.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(contentMessages.developerHasProjects);

    await admin().del(`/projects/${project.id}`);
    expect((await admin().del(`/developers/${dev.id}`)).statusCode).toBe(200);
    // A new project may not name a trashed developer.
    const orphan = await admin().post('/projects', projectInput(dev.id as number, { slug: 'p2' }));
    expect(orphan.statusCode).toBe(422);

    const early = await admin().post(`/trash/project/${project.id}/restore`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: trashMessages.developerInTrash,
      errors: { developer_id: [trashMessages.developerInTrash] },
    });
    expect((await admin().post(`/trash/developer/${dev.id}/restore`)).statusCode).toBe(200);
    expect((await admin().post(`/trash/project/${project.id}/restore`)).statusCode).toBe(200);
    expect((await admin().get('/projects')).json().meta.total).toBe(1);
  });

  it('deleting a developer for good takes its trashed projects, media and audit rows along', async () => {
    const dev = await developer();
    const logo = await insertMediaRow(ctx);
    await admin().post('/developers', {}); // refused; leaves nothing
    await call(tokens['super-admin'], 'PATCH', `/developers/${dev.id}`, { logo_id: logo });
    const project = await create('/projects', projectInput(dev.id as number, { slug: 'p1' }));
    await admin().del(`/projects/${project.id}`);
    await admin().del(`/developers/${dev.id}`);

    const gone = await admin().del(`/trash/developer/${dev.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Data has been deleted successfully' });
    expect(await ctx.db.selectFrom('developers').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('projects').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('media').select('id').where('id', '=', logo).execute()).toEqual(
      [],
    );
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['entity', 'action'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'developer'), eb('entity_id', '=', String(dev.id))]),
          eb.and([eb('entity', '=', 'project'), eb('entity_id', '=', String(project.id))]),
        ]),
      )
      .execute();
    // Only the purge's own row is left, naming nothing but the kind and id.
    expect(audit).toEqual([{ entity: 'developer', action: 'purge' }]);
    expect((await admin().del(`/trash/developer/${dev.id}`)).statusCode).toBe(404);
  });

  it('moves a lead to the Trash, out of its list, totals, search, export, unread counts and dashboard; a restore brings all back', async () => {
    const [leadId] = await seedLeads(ctx, [
      leadRow('contact', { name: 'Noura Haddad', email: 'noura@example.com' }),
      leadRow('contact', { name: 'Omar Khalid' }),
    ]);
    const before = (await admin().get(`/forms/contact/${leadId}`)).json().data;
    const manager = as('sales-manager');
    expect((await manager.del(`/forms/contact/${leadId}`)).json()).toEqual({
      message: 'Data has been deleted successfully',
    });

    expect((await admin().get('/forms/contact')).json().meta.total).toBe(1);
    expect((await admin().get('/forms/contact?filter[status]=new')).json().meta.total).toBe(1);
    expect((await admin().get('/forms/contact?search=noura')).json().meta.total).toBe(0);
    expect((await admin().get('/forms/contact?search=noura%20haddad')).json().meta.total).toBe(0);
    expect((await admin().get(`/forms/contact/${leadId}`)).statusCode).toBe(404);
    expect((await admin().get('/forms/unread')).json().data.contact).toBe(1);
    const dashboard = (await admin().get('/dashboard')).json().data;
    expect(dashboard.unread.contact).toBe(1);
    expect(dashboard.latest.map((lead: { id: number }) => lead.id)).not.toContain(leadId);
    const figures = (await admin().get('/dashboard/response-times?days=7')).json().data;
    expect(JSON.stringify(figures)).not.toContain('"unanswered":2');
    const csv = (await manager.get('/forms/contact/export.csv')).body;
    expect(csv).not.toContain('Noura');
    expect(csv).toContain('Omar');

    const trash = await trashList('sales-manager');
    expect(trash.data).toEqual([
      expect.objectContaining({
        type: 'lead',
        id: leadId,
        title: { en: 'Noura Haddad', ar: 'Noura Haddad' },
        reference: before.reference,
        lead_kind: 'contact',
        deleted_by: { id: expect.any(Number), name: 'Maya Manager' },
      }),
    ]);

    expect((await manager.post(`/trash/lead/${leadId}/restore`)).statusCode).toBe(200);
    expect((await admin().get(`/forms/contact/${leadId}`)).json().data).toEqual(before);
    expect((await admin().get('/forms/contact')).json().meta.total).toBe(2);
    expect((await admin().get('/forms/contact?search=noura')).json().meta.total).toBe(1);
    expect((await admin().get('/forms/contact?search=noura%20haddad')).json().meta.total).toBe(1);
  });

  it('moves leads deleted in bulk to the Trash; deleting for good leaves the totals right', async () => {
    const ids = await seedLeads(ctx, [leadRow('sale'), leadRow('sale'), leadRow('sale')]);
    const bulk = await admin().post('/forms/sale/bulk', { action: 'delete', ids: ids.slice(0, 2) });
    expect(bulk.statusCode).toBe(200);
    expect((await admin().get('/forms/sale')).json().meta.total).toBe(1);
    expect((await trashList('super-admin', '?filter[type]=lead')).meta.total).toBe(2);
    expect((await admin().del(`/trash/lead/${ids[0]}`)).statusCode).toBe(200);
    expect((await admin().get('/forms/sale')).json().meta.total).toBe(1);
    expect((await admin().post(`/trash/lead/${ids[1]}/restore`)).statusCode).toBe(200);
    expect((await admin().get('/forms/sale')).json().meta.total).toBe(2);
    const totals = await ctx.db
      .selectFrom('lead_totals')
      .select((eb) => eb.fn.sum<number | string>('total').as('total'))
      .where('kind', '=', 'sale')
      .executeTakeFirstOrThrow();
    expect(Number(totals.total)).toBe(2);
  });

  it('keeps team members and home assets out of lists and the public API while trashed', async () => {
    const member = await create('/team-members', teamMemberInput({ is_published: true }));
    const media = await insertMediaRow(ctx);
    const asset = await create('/home-assets', homeAssetInput(media));
    await admin().del(`/team-members/${member.id}`);
    await admin().del(`/home-assets/${asset.id}`);
    expect((await admin().get('/team-members')).json().meta.total).toBe(0);
    expect((await publicGet(ctx, '/team-members')).json().meta.total).toBe(0);
    expect((await admin().get('/home-assets')).json().meta.total).toBe(0);
    expect((await publicGet(ctx, '/home-assets')).json().data).toEqual([]);
    const types = (await trashList('editor')).data.map((item) => item.type).sort();
    expect(types).toEqual(['home-asset', 'team-member']);
    await as('editor').post(`/trash/home-asset/${asset.id}/restore`);
    expect((await publicGet(ctx, '/home-assets')).json().data).toHaveLength(1);
  });

  it('lets each role reach only the kinds it may delete; deleting for good and emptying are the super-admin’s', async () => {
    const dev = await developer();
    await admin().del(`/developers/${dev.id}`);
    const [leadId] = await seedLeads(ctx, [leadRow('project')]);
    await admin().del(`/forms/project/${leadId}`);

    expect((await trashList('super-admin')).meta.total).toBe(2);
    expect((await trashList('editor')).data.map((item) => item.type)).toEqual(['developer']);
    expect((await trashList('sales-manager')).data.map((item) => item.type)).toEqual(['lead']);
    expect((await as('sales-agent').get('/trash')).statusCode).toBe(403);
    // A kind out of reach does not exist for the caller, even asked by its filter.
    expect((await trashList('editor', '?filter[type]=lead')).meta.total).toBe(0);
    expect((await as('editor').post(`/trash/lead/${leadId}/restore`)).statusCode).toBe(404);
    expect((await as('sales-manager').post(`/trash/developer/${dev.id}/restore`)).statusCode).toBe(
      404,
    );
    expect((await as('sales-agent').post(`/trash/lead/${leadId}/restore`)).statusCode).toBe(403);
    for (const role of ['editor', 'sales-manager', 'sales-agent'] as const) {
      expect((await as(role).del(`/trash/lead/${leadId}`)).statusCode).toBe(403);
      expect((await as(role).del('/trash')).statusCode).toBe(403);
    }
    expect((await as('editor').post(`/trash/developer/${dev.id}/restore`)).statusCode).toBe(200);

    const emptied = await admin().del('/trash');
    expect(emptied.json()).toEqual({ message: trashMessages.emptied, deleted: 1 });
    expect((await trashList()).meta.total).toBe(0);
    expect(await ctx.db.selectFrom('leads').select('id').execute()).toEqual([]);
    expect((await admin().get(`/developers/${dev.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a record not in the Trash and 422 for an unknown kind, in the error shape', async () => {
    const dev = await developer();
    const live = await admin().post(`/trash/developer/${dev.id}/restore`);
    expect(live.statusCode).toBe(404);
    expect(live.json()).toEqual({ message: serverMessages.notFound });
    expect((await admin().del(`/trash/developer/${dev.id}`)).statusCode).toBe(404);
    const unknown = await admin().post('/trash/castle/1/restore');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual(expect.any(String));
  });

  it('restores a record once when asked several times at once', async () => {
    const dev = await developer();
    await admin().del(`/developers/${dev.id}`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin().post(`/trash/developer/${dev.id}/restore`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 404, 404, 404, 404, 404,
    ]);
    const restores = await ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'restore')
      .where('entity_id', '=', String(dev.id))
      .execute();
    expect(restores).toHaveLength(1);
  });

  it('pages the Trash newest deletion first', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const member = await create('/team-members', teamMemberInput({ name: { en: `M${i}`, ar: '' } }));
      ids.push(member.id as number);
    }
    for (const id of ids) await admin().del(`/team-members/${id}`);
    const first = await trashList('super-admin', '?per_page=2');
    expect(first.meta.total).toBe(3);
    expect(first.data.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await trashList('super-admin', '?per_page=2&page=2');
    expect(second.data.map((item) => item.id)).toEqual([ids[0]]);
  });

  it('purges what has been in the Trash longer than TRASH_DAYS, with its media and audit rows, and nothing newer', async () => {
    const old = await create('/team-members', teamMemberInput({ photo_id: await insertMediaRow(ctx) }));
    const recent = await create('/team-members', teamMemberInput());
    await admin().del(`/team-members/${old.id}`);
    await admin().del(`/team-members/${recent.id}`);
    const [leadId] = await seedLeads(ctx, [leadRow('consulting')]);
    await admin().del(`/forms/consulting/${leadId}`);
    const longAgo = new Date(Date.now() - 31 * DAY_MS).toISOString();
    await ctx.db
      .updateTable('team_members')
      .set({ deleted_at: longAgo })
      .where('id', '=', old.id as number)
      .execute();
    await ctx.db.updateTable('leads').set({ deleted_at: longAgo }).where('id', '=', leadId!).execute();

    await trashPurgeJob(ctx.app).run(new Date());

    const left = (await trashList()).data.map((item) => [item.type, item.id]);
    expect(left).toEqual([['team-member', recent.id]]);
    expect(
      await ctx.db.selectFrom('media').select('id').where('model_id', '=', old.id as number).execute(),
    ).toEqual([]);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'team-member'), eb('entity_id', '=', String(old.id))]),
          eb.and([eb('entity', '=', 'lead'), eb('entity_id', '=', String(leadId))]),
        ]),
      )
      .execute();
    expect(audit).toEqual([]);
  });

  it('leaves a trashed lead out of routing, deactivation, the live stream, acknowledgements and the arrival sweep', async () => {
    const agent = await createTestUser(ctx, { role: 'sales-agent' });
    const hour = 3_600_000;
    const at = new Date(Date.now() - hour).toISOString();
    const ids = await insertLeads(
      ctx.db,
      [0, 1].map(() =>
        leadRow('contact', { assignee_id: agent.id, created_at: at, arrival_pending_since: at }),
      ),
      { markRouted: false },
    );
    const [trashed, kept] = ids as [number, number];
    await admin().del(`/forms/contact/${trashed}`);
    const day = new Date(Date.now() - 24 * hour);
    expect(await unroutedLeads(ctx.db, day, new Date(), 10)).toEqual([kept]);
    expect((await openLeadsOf(ctx.db, agent.id)).map((lead) => lead.id)).toEqual([kept]);
    expect((await leadOwners(ctx.db, ids)).map((lead) => lead.id)).toEqual([kept]);
    expect((await findLeadsToAcknowledge(ctx.db, ids)).map((lead) => lead.id)).toEqual([kept]);
    const pending = await pendingArrivals(ctx.db, { from: day, to: new Date(), limit: 10 });
    expect(pending.map((lead) => lead.id)).toEqual([kept]);
    // Restored, it is everywhere again.
    await admin().post(`/trash/lead/${trashed}/restore`);
    expect((await unroutedLeads(ctx.db, day, new Date(), 10)).sort()).toEqual([...ids].sort());
  });

  it('lists the Trash routes in the OpenAPI document', async () => {
    const doc = (await admin().get('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/trash',
        '/api/admin/trash/{type}/{id}/restore',
        '/api/admin/trash/{type}/{id}',
      ]),
    );
  });
});

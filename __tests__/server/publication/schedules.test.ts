/**
 * Scheduled publish and unpublish (docs/product.md#publishing): the schedule's rules (times to come, an
 * unpublish after the publish); the job, driven with a clock of the test's own, fires a due publish exactly
 * as the route does, as the user who scheduled it, and an unpublish; a failing publish stays unfired, shows
 * why and is audited once; a record in the Trash keeps its schedule without firing it; two instances
 * looking at once fire a schedule once; and on the scheduler's own looks a schedule fires within 60 s.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { publicationScheduleJob } from '../../../src/server/publication/publicationScheduleJob';
import { serverMessages } from '../../../src/shared/common/errors';
import { publicationMessages } from '../../../src/shared/publication/rules';
import { apiOf, auditOf, kindOf, readRecord, type Api } from '../support/publicationFixtures';
import { createTestUser, describeEachDb, loginAs } from '../support/testApp';

const MINUTE = 60_000;

describeEachDb('scheduled publishing', (ctx) => {
  let api: Api;
  /** The super-admin, who sets the company's switch. */
  let admin: Api;
  let n = 0;
  const label = (what: string) => `Scheduled ${what} ${(n += 1)}`;
  /** The time the app takes for "now" (schedules must be to come): jest's clock is left alone. */
  let clock = new Date('2026-06-01T08:00:00.000Z');
  const at = (ms: number) => new Date(clock.getTime() + ms).toISOString();
  const job = () => publicationScheduleJob(ctx.app, (kind) => ctx.app.publication.get(kind));
  const schedule = (url: string, body: object, headers: Record<string, string> = {}) =>
    api.call('PUT', `${url}/schedule`, body, headers);
  /** A second instance of the app on the same database (and fleet lock), as another process would be. */
  const otherInstance = async (): Promise<FastifyInstance> => {
    const other = await buildApp(ctx.config, {
      logger: false,
      db: ctx.db,
      afterResponse: 'manual',
      jobs: false,
    });
    await other.ready();
    return other;
  };

  beforeAll(async () => {
    const { email } = await createTestUser(ctx, { name: 'Sami Scheduler', role: 'editor' });
    api = apiOf(ctx, await loginAs(ctx, email));
    const boss = await createTestUser(ctx, { role: 'super-admin' });
    admin = apiOf(ctx, await loginAs(ctx, boss.email));
  });
  beforeEach(() => {
    clock = new Date(clock.getTime() + 24 * 60 * MINUTE);
    jest.spyOn(ctx.app.clock, 'now').mockImplementation(() => clock);
  });
  afterEach(() => jest.restoreAllMocks());

  it('refuses a time already past, and an unpublish before the publish, with 422', async () => {
    const made = await kindOf('developers').make(api, label('dev'));
    const before = await readRecord(api, made.url);
    const past = await schedule(made.url, { publish_at: at(-1000), unpublish_at: null });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({
      message: serverMessages.validationFailed,
      errors: { publish_at: [publicationMessages.inThePast] },
    });
    const backwards = await schedule(made.url, {
      publish_at: at(2 * MINUTE),
      unpublish_at: at(MINUTE),
    });
    expect(backwards.json().errors).toEqual({
      unpublish_at: [publicationMessages.unpublishBeforePublish],
    });
    const malformed = await schedule(made.url, { publish_at: 'tomorrow' });
    expect(malformed.statusCode).toBe(422);
    expect((await readRecord(api, made.url)).etag).toBe(before.etag);
  });

  it('saves a schedule (If-Match as a PUT), answers the publication, and clears it with nulls', async () => {
    const made = await kindOf('team-members').make(api, label('member'));
    const before = await readRecord(api, made.url);
    const stale = await schedule(
      made.url,
      { publish_at: at(MINUTE), unpublish_at: null },
      { 'if-match': `"${before.data.version + 5}"` },
    );
    expect(stale.statusCode).toBe(412);
    const saved = await schedule(
      made.url,
      { publish_at: at(MINUTE), unpublish_at: at(2 * MINUTE) },
      { 'if-match': before.etag },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: publicationMessages.scheduleSaved,
      data: { publish_at: at(MINUTE), unpublish_at: at(2 * MINUTE), schedule_error: null },
    });
    expect(saved.headers.etag).toBe(`"${before.data.version + 1}"`);
    const cleared = await schedule(made.url, { publish_at: null, unpublish_at: null });
    expect(cleared.json().data).toMatchObject({ publish_at: null, unpublish_at: null });
    expect(
      (await auditOf(ctx, 'team-member', made.id)).filter((row) => row.action === 'schedule'),
    ).toEqual([
      expect.objectContaining({
        changes: { publish_at: [null, at(MINUTE)], unpublish_at: [null, at(2 * MINUTE)] },
      }),
      expect.objectContaining({
        changes: { publish_at: [at(MINUTE), null], unpublish_at: [at(2 * MINUTE), null] },
      }),
    ]);
  });

  it('publishes the draft at its time as the route does, as its scheduler, then unpublishes', async () => {
    const kind = kindOf('projects');
    const made = await kind.make(api, label('old'));
    const pending = label('new');
    await api.call('PUT', `${made.url}/draft`, made.body(pending));
    const publishAt = at(10 * MINUTE);
    const unpublishAt = at(20 * MINUTE);
    await schedule(made.url, { publish_at: publishAt, unpublish_at: unpublishAt });
    const versionsBefore = (await readRecord(api, made.url)).data.publication.versions_count;

    await job().run(new Date(Date.parse(publishAt) - 1000));
    expect(kind.label((await readRecord(api, made.url)).data)).not.toBe(pending);

    await job().run(new Date(Date.parse(publishAt) + 15_000));
    const published = await readRecord(api, made.url);
    expect(kind.label(published.data)).toBe(pending);
    expect(published.data.publication).toMatchObject({
      has_draft: false,
      publish_at: null,
      unpublish_at: unpublishAt,
      versions_count: Number(versionsBefore) + 1,
    });
    expect(await made.publicLabel()).toBe(pending);
    const [newest] = (await api.call('GET', `${made.url}/versions`)).json().data;
    expect(newest).toMatchObject({ scheduled: true, published_by: { name: 'Sami Scheduler' } });
    expect((await auditOf(ctx, 'project', made.id)).at(-1)).toMatchObject({
      action: 'publish',
      user_name: 'Sami Scheduler',
      changes: expect.objectContaining({ scheduled: [null, true] }),
    });

    await job().run(new Date(Date.parse(unpublishAt) + 1000));
    const unpublished = await readRecord(api, made.url);
    expect(unpublished.data.publication).toMatchObject({
      status: 'unpublished',
      unpublish_at: null,
    });
    expect(await made.publicLabel()).toBeNull();
    expect((await auditOf(ctx, 'project', made.id)).at(-1)).toMatchObject({
      action: 'unpublish',
      user_name: 'Sami Scheduler',
      changes: { is_published: [true, false], scheduled: [null, true] },
    });
    const rows = await ctx.db
      .selectFrom('publication_schedules')
      .select('record_id')
      .where('kind', '=', 'projects')
      .where('record_id', '=', made.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('leaves a failing publish unfired, shows why on the record, and audits it once', async () => {
    const kind = kindOf('developers');
    const made = await kind.make(api, label('english only'), false);
    const required = await admin.call('PUT', '/company', {
      name: 'Palm Crest',
      default_currency: 'AED',
      require_arabic_to_publish: true,
    });
    expect(required.statusCode).toBe(200);
    try {
      const publishAt = at(5 * MINUTE);
      await schedule(made.url, { publish_at: publishAt, unpublish_at: null });
      const later = new Date(Date.parse(publishAt) + 15_000);
      await job().run(later);
      await job().run(new Date(later.getTime() + 15_000));
      const record = await readRecord(api, made.url);
      expect(record.data.publication).toMatchObject({
        status: 'unpublished',
        publish_at: publishAt,
        schedule_error: publicationMessages.arabicIncomplete,
      });
      expect(await made.publicLabel()).toBeNull();
      const failed = (await auditOf(ctx, 'developer', made.id)).filter(
        (row) => row.action === 'publish_failed',
      );
      expect(failed).toEqual([
        {
          action: 'publish_failed',
          user_name: 'Sami Scheduler',
          changes: { scheduled: [null, true], error: [null, publicationMessages.arabicIncomplete] },
        },
      ]);
      // Set again (with its Arabic now filled), it fires.
      await api.call('PUT', `${made.url}/draft`, made.body(label('fixed'), 'مطوّر'));
      clock = new Date(later.getTime() + MINUTE);
      const again = new Date(clock.getTime() + MINUTE).toISOString();
      await schedule(made.url, { publish_at: again, unpublish_at: null });
      expect((await readRecord(api, made.url)).data.publication.schedule_error).toBeNull();
      await job().run(new Date(Date.parse(again) + 1000));
      expect((await readRecord(api, made.url)).data.publication).toMatchObject({
        status: 'published',
        publish_at: null,
      });
    } finally {
      await admin.call('PUT', '/company', { name: 'Palm Crest', default_currency: 'AED' });
    }
  });

  it('keeps a trashed record’s schedule without firing it; restored, it fires', async () => {
    const kind = kindOf('team-members');
    const made = await kind.make(api, label('trashed'), false);
    const publishAt = at(MINUTE);
    await schedule(made.url, { publish_at: publishAt, unpublish_at: null });
    expect((await api.call('DELETE', made.url)).statusCode).toBe(200);
    await job().run(new Date(Date.parse(publishAt) + MINUTE));
    const kept = await ctx.db
      .selectFrom('publication_schedules')
      .select(['publish_at', 'error'])
      .where('kind', '=', 'team-members')
      .where('record_id', '=', made.id)
      .execute();
    expect(kept).toEqual([{ publish_at: publishAt, error: null }]);
    expect(
      (await auditOf(ctx, 'team-member', made.id)).filter((row) => /publish/.test(row.action)),
    ).toEqual([]);

    const restored = await api.call('POST', `/trash/team-member/${made.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    await job().run(new Date(Date.parse(publishAt) + 2 * MINUTE));
    expect((await readRecord(api, made.url)).data.publication.status).toBe('published');
  });

  it('fires a schedule once when two instances run the job at the same moment', async () => {
    const kind = kindOf('home-assets');
    const made = await kind.make(api, label('asset'), false);
    const publishAt = at(MINUTE);
    const unpublishAt = at(MINUTE + 1000);
    await schedule(made.url, { publish_at: publishAt, unpublish_at: unpublishAt });
    const other = await otherInstance();
    try {
      const due = new Date(Date.parse(unpublishAt) + 1000);
      // The job's own run on each instance, without the fleet lock: each fire claims its schedule row.
      const jobs = [job(), publicationScheduleJob(other, (name) => other.publication.get(name))];
      await Promise.all([jobs[0]!.run(due), jobs[1]!.run(due), jobs[0]!.run(due)]);
      const actions = (await auditOf(ctx, 'home-asset', made.id)).map((row) => row.action);
      expect(actions.filter((action) => action === 'publish')).toHaveLength(1);
      expect(actions.filter((action) => action === 'unpublish')).toHaveLength(1);
      expect(actions).not.toContain('publish_failed');
      const record = await readRecord(api, made.url);
      expect(record.data.publication).toMatchObject({
        status: 'unpublished',
        publish_at: null,
        unpublish_at: null,
        schedule_error: null,
        versions_count: 1,
      });
    } finally {
      await other.close();
    }
  });

  it('fires within 60 s of its time on the scheduler’s own looks, once across two instances', async () => {
    const kind = kindOf('developers');
    const made = await kind.make(api, label('on time'), false);
    const publishAt = at(7 * MINUTE + 3_000);
    await schedule(made.url, { publish_at: publishAt, unpublish_at: null });
    const other = await otherInstance();
    try {
      // Each instance looks every 15 s, as its timer does (jobs/scheduler.ts), the two a few seconds apart.
      let firedAt: number | null = null;
      const start = Date.parse(publishAt) - MINUTE;
      for (let t = start; t <= start + 3 * MINUTE && firedAt === null; t += 15_000) {
        await Promise.all([ctx.app.jobs.tick(new Date(t)), other.jobs.tick(new Date(t + 4_000))]);
        const status = (await readRecord(api, made.url)).data.publication.status;
        if (status === 'published') firedAt = t + 4_000;
      }
      expect(firedAt).not.toBeNull();
      expect(firedAt! - Date.parse(publishAt)).toBeLessThanOrEqual(MINUTE);
      expect(
        (await auditOf(ctx, 'developer', made.id)).filter((row) => row.action === 'publish'),
      ).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

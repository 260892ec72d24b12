import { PUBLIC_PREFIX } from '../../../src/shared/common/apiPaths';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  adminClient,
  clearContent,
  developerInput,
  insertMediaRow,
  projectInput,
  publicGet,
  teamMemberInput,
  type AdminClient,
} from '../support/contentFixtures';
import { describeEachDb } from '../support/testApp';

const SITE = 'https://www.realty.example';

describeEachDb(
  'the public content API',
  (ctx) => {
    let api: AdminClient;
    beforeAll(async () => {
      api = await adminClient(ctx);
    });
    beforeEach(() => clearContent(ctx));

    const slugs = async (url: string) =>
      (await publicGet(ctx, url)).json().data.map((row: { slug: string }) => row.slug);

    it('shows published developers only, with published projects counted, without a token', async () => {
      const shown = await api.create<{ id: number }>(
        '/developers',
        developerInput({ slug: 'shown' }),
      );
      await api.create('/developers', developerInput({ slug: 'hidden', is_published: false }));
      await api.create('/projects', projectInput(shown.id));
      await api.create('/projects', projectInput(shown.id, { is_published: false }));
      const response = await publicGet(ctx, '/developers');
      expect(response.statusCode).toBe(200);
      expect(response.json().meta).toEqual({
        current_page: 1,
        per_page: 20,
        total: 1,
        last_page: 1,
      });
      expect(response.json().data[0]).toMatchObject({ slug: 'shown', projects_count: 1 });
      expect(response.json().data[0]).not.toHaveProperty('is_published');
      expect(response.json().data[0]).not.toHaveProperty('sort_order');
      expect((await publicGet(ctx, '/developers/shown')).statusCode).toBe(200);
      expect((await publicGet(ctx, '/developers/hidden')).json()).toEqual({
        message: serverMessages.notFound,
      });
    });

    it('hides unpublished projects and every project of an unpublished developer', async () => {
      const open = await api.create<{ id: number }>('/developers', developerInput());
      const closed = await api.create<{ id: number }>(
        '/developers',
        developerInput({ is_published: false }),
      );
      await api.create('/projects', projectInput(open.id, { slug: 'visible' }));
      await api.create('/projects', projectInput(open.id, { slug: 'draft', is_published: false }));
      await api.create('/projects', projectInput(closed.id, { slug: 'orphaned' }));
      expect(await slugs('/projects')).toEqual(['visible']);
      expect((await publicGet(ctx, '/projects/visible')).statusCode).toBe(200);
      expect((await publicGet(ctx, '/projects/draft')).statusCode).toBe(404);
      expect((await publicGet(ctx, '/projects/orphaned')).statusCode).toBe(404);
    });

    it('picks the requested language, falling back to English, with media in wire shape', async () => {
      const cover = await insertMediaRow(ctx);
      const dev = await api.create<{ id: number }>(
        '/developers',
        developerInput({ slug: 'emaar', name: { en: 'Emaar', ar: 'إعمار' } }),
      );
      await api.create(
        '/projects',
        projectInput(dev.id, {
          slug: 'vista',
          name: { en: 'Vista', ar: 'فيستا' },
          summary: { en: 'Waterfront living', ar: '' },
          handover_date: '2027-11',
          payment_plan: [
            { label: { en: 'Booking', ar: 'الحجز' }, percent: 20 },
            { label: { en: 'Handover', ar: '' }, percent: 80 },
          ],
          cover_id: cover,
        }),
      );
      const ar = (await publicGet(ctx, '/projects/vista?locale=ar')).json().data;
      expect(ar).toMatchObject({
        name: 'فيستا',
        summary: 'Waterfront living',
        city: 'دبي',
        developer: { slug: 'emaar', name: 'إعمار' },
        handover_quarter: 'Q4 2027',
        payment_plan: [
          { label: 'الحجز', percent: 20 },
          { label: 'Handover', percent: 80 },
        ],
        payment_plan_label: '20/80',
        cover: { id: cover, original_url: expect.stringMatching(/^\/media\//) },
      });
      expect(ar).not.toHaveProperty('is_published');
      const en = (await publicGet(ctx, '/projects?locale=en')).json().data[0];
      expect(en).toMatchObject({ name: 'Vista', city: 'Dubai', developer: { name: 'Emaar' } });
      expect((await publicGet(ctx, '/developers/emaar?locale=ar')).json().data.name).toBe('إعمار');
      expect((await publicGet(ctx, '/projects?locale=fr')).statusCode).toBe(422);
    });

    it('filters projects by developer slug, statuses, city and featured, in sort order', async () => {
      const a = await api.create<{ id: number }>('/developers', developerInput({ slug: 'dev-a' }));
      const b = await api.create<{ id: number }>('/developers', developerInput({ slug: 'dev-b' }));
      await api.create(
        '/projects',
        projectInput(a.id, { slug: 'one', construction_status: 'ready', sales_status: 'sold_out' }),
      );
      await api.create(
        '/projects',
        projectInput(b.id, {
          slug: 'two',
          is_featured: true,
          city: { en: 'Sharjah', ar: 'الشارقة' },
        }),
      );
      await api.create('/projects', projectInput(a.id, { slug: 'three', sales_status: 'on_sale' }));
      expect(await slugs('/projects')).toEqual(['one', 'two', 'three']);
      expect(await slugs('/projects?developer=dev-a')).toEqual(['one', 'three']);
      expect(await slugs('/projects?developer=nobody')).toEqual([]);
      expect(await slugs('/projects?construction_status=ready')).toEqual(['one']);
      expect(await slugs('/projects?sales_status=on_sale')).toEqual(['three']);
      expect(await slugs('/projects?city=sharjah')).toEqual(['two']);
      expect(await slugs(`/projects?city=${encodeURIComponent('الشارقة')}`)).toEqual(['two']);
      expect(await slugs('/projects?featured=true')).toEqual(['two']);
      expect((await publicGet(ctx, '/projects?per_page=2&page=2')).json().meta).toEqual({
        current_page: 2,
        per_page: 2,
        total: 3,
        last_page: 2,
      });
    });

    it('lists published team members with localised texts', async () => {
      await api.create(
        '/team-members',
        teamMemberInput({ name: { en: 'Omar', ar: 'عمر' }, position: { en: 'Broker', ar: '' } }),
      );
      await api.create(
        '/team-members',
        teamMemberInput({ name: { en: 'Hidden', ar: '' }, is_published: false }),
      );
      const data = (await publicGet(ctx, '/team-members?locale=ar')).json().data;
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        name: 'عمر',
        position: 'Broker',
        languages: ['en', 'ar'],
        photo: null,
      });
    });

    describe('CORS', () => {
      it('echoes a configured origin, with Vary: Origin and no credentials', async () => {
        const response = await publicGet(ctx, '/projects', { origin: SITE });
        expect(response.headers['access-control-allow-origin']).toBe(SITE);
        expect(response.headers.vary).toMatch(/Origin/);
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        const missing = await publicGet(ctx, '/projects/nope', { origin: SITE });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['access-control-allow-origin']).toBe(SITE);
      });

      it('sends no CORS headers for other origins, "null", or none', async () => {
        for (const origin of [
          'https://evil.example',
          'null',
          `${SITE}.evil.example`,
          SITE.toUpperCase(),
        ]) {
          const response = await publicGet(ctx, '/projects', { origin });
          expect(response.headers['access-control-allow-origin']).toBeUndefined();
        }
        expect(
          (await publicGet(ctx, '/projects')).headers['access-control-allow-origin'],
        ).toBeUndefined();
      });

      it('answers a preflight with 204, the allowed methods and headers', async () => {
        const response = await ctx.app.inject({
          method: 'OPTIONS',
          url: `${PUBLIC_PREFIX}/forms/contact`,
          headers: { origin: SITE, 'access-control-request-method': 'POST' },
        });
        expect(response.statusCode).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(SITE);
        expect(response.headers['access-control-allow-methods']).toBe('GET, POST');
        expect(response.headers['access-control-allow-headers']).toBe(
          'Content-Type, Idempotency-Key',
        );
        const foreign = await ctx.app.inject({
          method: 'OPTIONS',
          url: `${PUBLIC_PREFIX}/projects`,
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
        });
        expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
        expect(foreign.headers['access-control-allow-methods']).toBeUndefined();
      });

      it('sends no CORS headers on the admin API even for a configured origin', async () => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/developers',
          headers: { origin: SITE },
        });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      });
    });
  },
  { CORS_ORIGINS: SITE },
);

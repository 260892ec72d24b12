import { PUBLIC_PREFIX } from '../../../src/shared/common/apiPaths';
import { adminToken, homeAssetInput, upload } from '../support/homeAssetFixtures';
import { bearer, describeEachDb } from '../support/testApp';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describeEachDb('public home assets', (ctx) => {
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    token = await adminToken(ctx);
    await ctx.db.deleteFrom('home_assets').execute();
    const assets = [
      ['partner', { section: 'partners' }],
      ['heroLive', { starts_at: inDays(-1), ends_at: inDays(1) }],
      ['heroInactive', { is_active: false }],
      ['heroScheduled', { starts_at: inDays(2) }],
      ['heroExpired', { ends_at: inDays(-1) }],
      ['banner', { section: 'banner', title: { en: 'Sell with us', ar: '' } }],
      ['heroOpen', {}],
    ] as const;
    for (const [name, overrides] of assets) {
      const { id } = await upload(ctx, token);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/home-assets',
        headers: bearer(token),
        payload: homeAssetInput(id, overrides),
      });
      ids[name] = response.json().data.id;
    }
  });

  const get = (query = '') =>
    ctx.app.inject({ method: 'GET', url: `${PUBLIC_PREFIX}/home-assets${query}` });

  it('lists only active assets within their dates, by section then order, without a token', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((row: { id: number }) => row.id)).toEqual([
      ids.heroLive,
      ids.heroOpen,
      ids.banner,
      ids.partner,
    ]);
    expect(data[0]).toEqual({
      id: ids.heroLive,
      section: 'hero',
      type: 'image',
      title: 'Waterfront living',
      subtitle: '',
      alt: 'A marina at dusk',
      cta_label: 'Explore',
      cta_url: 'https://example.com/projects',
      media: expect.objectContaining({ original_url: expect.stringMatching(/^\/media\/.+\.jpg$/) }),
      mobile_media: null,
      poster: null,
    });
    expect(data[0].media.preview_url).toMatch(/^\/media\/.+\.webp$/);
    expect(data[0]).not.toHaveProperty('is_active');
  });

  it('picks the language with an English fallback, and filters by section', async () => {
    const { data } = (await get('?locale=ar')).json();
    expect(data[0]).toMatchObject({ title: 'الحياة على الواجهة البحرية', alt: 'A marina at dusk' });
    expect(data.find((row: { id: number }) => row.id === ids.banner).title).toBe('Sell with us');
    const heroes = (await get('?section=hero')).json().data;
    expect(heroes.map((row: { id: number }) => row.id)).toEqual([ids.heroLive, ids.heroOpen]);
  });

  it('follows a reorder at once', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/home-assets/reorder',
      headers: bearer(token),
      payload: { ids: [ids.heroOpen, ids.heroLive] },
    });
    const heroes = (await get('?section=hero')).json().data;
    expect(heroes.map((row: { id: number }) => row.id)).toEqual([ids.heroOpen, ids.heroLive]);
  });

  it('refuses an unknown locale or section', async () => {
    expect((await get('?locale=fr')).statusCode).toBe(422);
    expect((await get('?section=footer')).statusCode).toBe(422);
  });
});

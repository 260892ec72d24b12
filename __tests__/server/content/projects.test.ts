import { contentMessages } from '../../../src/shared/content/schemas';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  adminClient,
  clearContent,
  developerInput,
  insertMediaRow,
  projectInput,
  type AdminClient,
} from '../support/contentFixtures';
import { describeEachDb } from '../support/testApp';

describeEachDb('admin projects', (ctx) => {
  let api: AdminClient;
  let developerId: number;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  beforeEach(async () => {
    await clearContent(ctx);
    developerId = (
      await api.create<{ id: number }>(
        '/developers',
        developerInput({ slug: 'emaar', name: { en: 'Emaar', ar: 'إعمار' } }),
      )
    ).id;
  });

  it('creates a project with its developer, plan label and media in order, then updates and deletes it', async () => {
    const [cover, g1, g2, plan, brochure] = [
      await insertMediaRow(ctx),
      await insertMediaRow(ctx),
      await insertMediaRow(ctx),
      await insertMediaRow(ctx, 'image/png'),
      await insertMediaRow(ctx, 'application/pdf'),
    ];
    const input = projectInput(developerId, {
      slug: 'creek-vista',
      name: { en: 'Creek Vista', ar: 'كريك فيستا' },
      payment_plan: [
        { label: { en: 'On booking', ar: 'عند الحجز' }, percent: 60 },
        { label: { en: 'On handover', ar: '' }, percent: 40 },
      ],
      handover_date: '2027-11',
      price_from: 1_200_000.5,
      latitude: 25.1972,
      cover_id: cover,
      gallery_ids: [g2, g1],
      floor_plan_ids: [plan],
      brochure_id: brochure,
    });
    const created = await api.post('/projects', input);
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json();
    expect(message).toBe('Data has been added successfully');
    expect(data).toMatchObject({
      slug: 'creek-vista',
      developer: { id: developerId, slug: 'emaar', name: { en: 'Emaar', ar: 'إعمار' } },
      payment_plan_label: '60/40',
      price_from: 1_200_000.5,
      latitude: 25.1972,
      city: { en: 'Dubai', ar: 'دبي' },
      cover: { id: cover },
      floor_plans: [{ id: plan }],
      brochure: { id: brochure },
    });
    expect(data.gallery.map((m: { id: number }) => m.id)).toEqual([g2, g1]);

    const updated = await api.put(`/projects/${data.id}`, {
      ...input,
      gallery_ids: [g1],
      brochure_id: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Data has been updated successfully');
    expect(updated.json().data.gallery.map((m: { id: number }) => m.id)).toEqual([g1]);
    expect(updated.json().data.brochure).toBeNull();

    expect((await api.del(`/projects/${data.id}`)).json()).toEqual({
      message: 'Data has been deleted successfully',
    });
    expect((await api.get(`/projects/${data.id}`)).json()).toEqual({
      message: serverMessages.notFound,
    });
    const left = () =>
      ctx.db.selectFrom('media').select('id').where('id', 'in', [cover, g1, plan]).execute();
    // In the Trash with its media (docs/product.md#trash), until it is deleted for good.
    expect(await left()).toHaveLength(3);
    expect((await api.del(`/trash/project/${data.id}`)).statusCode).toBe(200);
    expect(await left()).toEqual([]);
  });

  it('keeps empty values null and a studio as 0 bedrooms', async () => {
    const data = await api.create<Record<string, unknown>>(
      '/projects',
      projectInput(developerId, { bedrooms_min: 0, bedrooms_max: 3 }),
    );
    expect(data).toMatchObject({
      bedrooms_min: 0,
      bedrooms_max: 3,
      latitude: null,
      price_from: null,
      completion_percent: null,
      permit_number: null,
      sales_status: null,
    });
  });

  const refused = async (overrides: Parameters<typeof projectInput>[1]) => {
    const response = await api.post('/projects', projectInput(developerId, overrides));
    expect(response.statusCode).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  it('requires the English name and city', async () => {
    const errors = await refused({
      slug: 'x',
      name: { en: '', ar: 'س' },
      city: { en: '', ar: 'دبي' },
    });
    expect(Object.keys(errors).sort()).toEqual(['city.en', 'name.en']);
  });

  it('refuses values outside the enums', async () => {
    const errors = await refused({
      construction_status: 'demolished' as never,
      property_types: ['castle' as never],
      area_unit: 'acres' as never,
    });
    expect(Object.keys(errors).sort()).toEqual(
      expect.arrayContaining(['area_unit', 'construction_status']),
    );
    expect(Object.keys(errors).some((key) => key.startsWith('property_types'))).toBe(true);
  });

  it('refuses completion outside 0–100', async () => {
    expect(await refused({ completion_percent: 101 })).toHaveProperty('completion_percent');
    expect(await refused({ completion_percent: -1 })).toHaveProperty('completion_percent');
  });

  it('puts min > max errors on the max field', async () => {
    expect(await refused({ bedrooms_min: 3, bedrooms_max: 1 })).toEqual({
      bedrooms_max: [contentMessages.rangeOrder],
    });
    expect(await refused({ area_min: 900, area_max: 500 })).toEqual({
      area_max: [contentMessages.rangeOrder],
    });
    expect(await refused({ price_from: 2e6, price_to: 1e6 })).toEqual({
      price_to: [contentMessages.rangeOrder],
    });
  });

  it('requires a payment plan to add up to exactly 100', async () => {
    const step = (percent: number) => ({ label: { en: 'Step', ar: '' }, percent });
    expect(await refused({ payment_plan: [step(50), step(40)] })).toEqual({
      payment_plan: [contentMessages.paymentPlanTotal],
    });
    const ok = await api.post(
      '/projects',
      projectInput(developerId, { payment_plan: [step(33.33), step(33.33), step(33.34)] }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.payment_plan_label).toBe('33.33/33.33/33.34');
  });

  it('keys a bad milestone by its path', async () => {
    const errors = await refused({ payment_plan: [{ label: { en: '', ar: '' }, percent: 100 }] });
    expect(Object.keys(errors)).toEqual(['payment_plan.0.label.en']);
  });

  it('refuses an unknown developer', async () => {
    expect(await refused({ developer_id: 424242 })).toEqual({
      developer_id: [contentMessages.unknownDeveloper],
    });
  });

  it('refuses a bad video URL and handover date', async () => {
    const errors = await refused({ video_url: 'ftp://x', handover_date: '2027-13' });
    expect(Object.keys(errors).sort()).toEqual(['handover_date', 'video_url']);
  });

  it('refuses an image as the brochure, a PDF in the gallery, and unknown media', async () => {
    const image = await insertMediaRow(ctx);
    const pdf = await insertMediaRow(ctx, 'application/pdf');
    expect(
      await refused({ brochure_id: image, gallery_ids: [pdf], floor_plan_ids: [999999] }),
    ).toEqual({
      brochure_id: [contentMessages.mediaMustBePdf],
      gallery_ids: [contentMessages.mediaMustBeImage],
      floor_plan_ids: [contentMessages.unknownMedia],
    });
  });

  it('refuses a taken slug with 409 and writes nothing', async () => {
    await api.create('/projects', projectInput(developerId, { slug: 'taken' }));
    const cover = await insertMediaRow(ctx);
    const response = await api.post(
      '/projects',
      projectInput(developerId, { slug: 'taken', cover_id: cover }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: contentMessages.slugTaken,
      errors: { slug: [contentMessages.slugTaken] },
    });
    const media = await ctx.db
      .selectFrom('media')
      .select('model_id')
      .where('id', '=', cover)
      .executeTakeFirstOrThrow();
    expect(media.model_id).toBeNull();
  });

  it('filters by developer, statuses, city in either language, published and featured', async () => {
    const other = (await api.create<{ id: number }>('/developers', developerInput())).id;
    await api.create(
      '/projects',
      projectInput(developerId, {
        slug: 'a',
        construction_status: 'ready',
        sales_status: 'sold_out',
      }),
    );
    await api.create(
      '/projects',
      projectInput(developerId, {
        slug: 'b',
        city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
        is_featured: true,
      }),
    );
    await api.create(
      '/projects',
      projectInput(other, { slug: 'c', is_published: false, sales_status: 'on_sale' }),
    );
    const slugs = async (query: string) =>
      (await api.get(`/projects?${query}`)).json().data.map((p: { slug: string }) => p.slug);
    expect(await slugs(`filter[developer_id]=${other}`)).toEqual(['c']);
    expect(await slugs('filter[construction_status]=ready')).toEqual(['a']);
    expect(await slugs('filter[sales_status]=on_sale')).toEqual(['c']);
    expect(await slugs('filter[city]=abu%20dhabi')).toEqual(['b']);
    expect(await slugs(`filter[city]=${encodeURIComponent('أبوظبي')}`)).toEqual(['b']);
    expect(await slugs('filter[city]=Abu')).toEqual([]);
    expect(await slugs('filter[is_published]=false')).toEqual(['c']);
    expect(await slugs('filter[is_featured]=true')).toEqual(['b']);
    expect((await api.get('/projects?filter[construction_status]=bogus')).statusCode).toBe(422);
  });

  it('searches names in both languages and the slug, and sorts with empty values last', async () => {
    await api.create(
      '/projects',
      projectInput(developerId, {
        slug: 'marina-one',
        name: { en: 'Marina One', ar: 'مارينا ون' },
        price_from: 900_000,
      }),
    );
    await api.create(
      '/projects',
      projectInput(developerId, {
        slug: 'palm-two',
        name: { en: 'Palm Two', ar: 'النخلة' },
        price_from: null,
      }),
    );
    await api.create(
      '/projects',
      projectInput(developerId, {
        slug: 'hills-3',
        name: { en: 'Hills', ar: '' },
        price_from: 500_000,
      }),
    );
    const slugs = async (query: string) =>
      (await api.get(`/projects?${query}`)).json().data.map((p: { slug: string }) => p.slug);
    expect(await slugs('search=marina')).toEqual(['marina-one']);
    expect(await slugs(`search=${encodeURIComponent('نخلة')}`)).toEqual(['palm-two']);
    expect(await slugs('search=hills-3')).toEqual(['hills-3']);
    expect(await slugs('sort=price_from')).toEqual(['hills-3', 'marina-one', 'palm-two']);
    expect(await slugs('sort=-price_from')).toEqual(['marina-one', 'hills-3', 'palm-two']);
  });
});

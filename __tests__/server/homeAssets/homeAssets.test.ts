import fs from 'node:fs';
import path from 'node:path';
import { contentMessages } from '../../../src/shared/content/schemas';
import { serverMessages } from '../../../src/shared/common/errors';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { adminToken, homeAssetInput, upload } from '../support/homeAssetFixtures';
import { bearer, describeEachDb } from '../support/testApp';

describeEachDb('admin home assets', (ctx) => {
  let token: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `${ADMIN_PREFIX}/home-assets${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const create = async (input: object) => {
    const response = await call('POST', '', input);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data as { id: number; sort_order: number; section: string };
  };

  beforeAll(async () => {
    token = await adminToken(ctx);
  });
  beforeEach(async () => {
    await ctx.db.deleteFrom('home_assets').execute();
  });

  it('creates, reads, updates and deletes an asset, its files going when it leaves the Trash', async () => {
    const image = await upload(ctx, token);
    const mobile = await upload(ctx, token);
    const created = await call(
      'POST',
      '',
      homeAssetInput(image.id, {
        mobile_media_id: mobile.id,
        starts_at: '2026-01-01T04:00:00+04:00',
        ends_at: '2099-01-01T00:00:00Z',
      }),
    );
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json();
    expect(message).toBe('Data has been added successfully');
    expect(data).toMatchObject({
      section: 'hero',
      type: 'image',
      title: { en: 'Waterfront living', ar: 'الحياة على الواجهة البحرية' },
      media: { id: image.id, collection_name: 'media' },
      mobile_media: { id: mobile.id, collection_name: 'mobile' },
      poster: null,
      // Stored in UTC, whatever offset was sent.
      starts_at: '2026-01-01T00:00:00.000Z',
      is_active: true,
    });

    const updated = await call(
      'PUT',
      `/${data.id}`,
      homeAssetInput(image.id, { is_active: false, cta_url: null }),
    );
    expect(updated.json()).toMatchObject({
      message: 'Data has been updated successfully',
      data: { is_active: false, cta_url: null, mobile_media: null },
    });
    expect((await call('GET', `/${data.id}`)).json().data.is_active).toBe(false);

    const fileOf = (name: string) => path.join(ctx.config.dataDir, 'media', name);
    expect(fs.existsSync(fileOf(image.file_name))).toBe(true);
    expect((await call('DELETE', `/${data.id}`)).json()).toEqual({
      message: 'Data has been deleted successfully',
    });
    expect((await call('GET', `/${data.id}`)).json()).toEqual({
      message: serverMessages.notFound,
    });
    // In the Trash with its files (docs/product.md#trash) until it is deleted for good.
    expect(fs.existsSync(fileOf(image.file_name))).toBe(true);
    const purged = await ctx.app.inject({
      method: 'DELETE',
      url: `${ADMIN_PREFIX}/trash/home-asset/${data.id}`,
      headers: bearer(token),
    });
    expect(purged.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(image.file_name))).toBe(false);
    expect(fs.existsSync(fileOf(image.preview_file_name!))).toBe(false);
  });

  it('takes a video with an image poster', async () => {
    const video = await upload(ctx, token, 'video');
    const poster = await upload(ctx, token);
    const data = await create(homeAssetInput(video.id, { type: 'video', poster_id: poster.id }));
    expect(data).toMatchObject({
      type: 'video',
      media: { id: video.id, mime_type: 'video/mp4' },
      poster: { id: poster.id },
    });
  });

  it('refuses media that does not match the type', async () => {
    const image = await upload(ctx, token);
    const video = await upload(ctx, token, 'video');
    const asVideo = await call('POST', '', homeAssetInput(image.id, { type: 'video' }));
    expect(asVideo.statusCode).toBe(422);
    expect(asVideo.json().errors).toEqual({ media_id: [contentMessages.mediaMustBeVideo] });

    const asImage = await call('POST', '', homeAssetInput(video.id));
    expect(asImage.json().errors).toEqual({ media_id: [contentMessages.mediaMustBeImage] });

    const videoPoster = await call(
      'POST',
      '',
      homeAssetInput(video.id, { type: 'video', poster_id: video.id, mobile_media_id: video.id }),
    );
    expect(videoPoster.json().errors).toMatchObject({
      poster_id: [contentMessages.mediaMustBeImage],
      mobile_media_id: [contentMessages.mediaMustBeImage],
    });
  });

  it('refuses a poster on an image, a file used twice, and unknown files', async () => {
    const image = await upload(ctx, token);
    const other = await upload(ctx, token);
    const response = await call(
      'POST',
      '',
      homeAssetInput(image.id, { poster_id: other.id, mobile_media_id: image.id }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      poster_id: [contentMessages.posterOnlyForVideo],
      mobile_media_id: [contentMessages.mediaUsedTwice],
    });
    const unknown = await call('POST', '', homeAssetInput(999_999));
    expect(unknown.json().errors).toEqual({ media_id: [contentMessages.unknownMedia] });
    expect(await ctx.db.selectFrom('home_assets').select('id').execute()).toEqual([]);
  });

  it('refuses an end before the start, and malformed fields', async () => {
    const image = await upload(ctx, token);
    const backwards = await call(
      'POST',
      '',
      homeAssetInput(image.id, {
        starts_at: '2026-05-02T00:00:00Z',
        ends_at: '2026-05-01T00:00:00Z',
      }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ ends_at: [contentMessages.endsBeforeStarts] });

    const malformed = await call('POST', '', {
      ...homeAssetInput(image.id),
      section: 'footer',
      type: 'gif',
      cta_url: 'javascript:alert(1)',
      starts_at: 'tomorrow',
      title: { en: 'x'.repeat(256), ar: '' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(
      ['cta_url', 'section', 'starts_at', 'title.en', 'type'].sort(),
    );
    const extra = await call('POST', '', { ...homeAssetInput(image.id), html: '<b>' });
    expect(extra.statusCode).toBe(422);
  });

  it('answers 404 for an asset that does not exist, and 401 without a token', async () => {
    const image = await upload(ctx, token);
    expect((await call('PUT', '/424242', homeAssetInput(image.id))).statusCode).toBe(404);
    expect((await call('DELETE', '/424242')).statusCode).toBe(404);
    expect((await call('GET', '/424242')).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['POST', '/reorder'],
      ['PUT', '/1'],
      ['DELETE', '/1'],
    ] as const) {
      const response = await ctx.app.inject({ method, url: `${ADMIN_PREFIX}/home-assets${url}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it('orders by section then sort order, counted per section, and filters', async () => {
    const ids: Record<string, number> = {};
    for (const [name, section, active] of [
      ['partner', 'partners', true],
      ['hero1', 'hero', true],
      ['banner', 'banner', false],
      ['hero2', 'hero', true],
    ] as const) {
      const image = await upload(ctx, token);
      const data = await create(homeAssetInput(image.id, { section, is_active: active }));
      ids[name] = data.id;
    }
    const list = (await call('GET', '')).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([
      ids.hero1,
      ids.hero2,
      ids.banner,
      ids.partner,
    ]);
    expect(list.data.map((row: { sort_order: number }) => row.sort_order)).toEqual([1, 2, 1, 1]);
    expect(list.meta.total).toBe(4);

    const heroes = (await call('GET', '?filter[section]=hero&sort=-sort_order')).json();
    expect(heroes.data.map((row: { id: number }) => row.id)).toEqual([ids.hero2, ids.hero1]);
    const inactive = (await call('GET', '?filter[is_active]=false')).json();
    expect(inactive.data.map((row: { id: number }) => row.id)).toEqual([ids.banner]);
    expect((await call('GET', '?filter[section]=footer')).statusCode).toBe(422);

    // Moving an asset to another section puts it last there.
    const moved = await call(
      'PUT',
      `/${ids.partner}`,
      homeAssetInput((await upload(ctx, token)).id, { section: 'hero' }),
    );
    expect(moved.json().data).toMatchObject({ section: 'hero', sort_order: 3 });
  });

  it('reorders within a section and refuses mixed sections and unknown ids', async () => {
    const make = async (section: 'hero' | 'banner') =>
      (await create(homeAssetInput((await upload(ctx, token)).id, { section }))).id;
    const [a, b, c] = [await make('hero'), await make('hero'), await make('hero')];
    const banner = await make('banner');

    const reorder = (ids: number[]) => call('POST', '/reorder', { ids });
    const done = await reorder([c, a, b]);
    expect(done.json()).toEqual({ message: 'Data has been updated successfully' });
    const heroes = (await call('GET', '?filter[section]=hero')).json();
    expect(heroes.data.map((row: { id: number }) => row.id)).toEqual([c, a, b]);

    const mixed = await reorder([banner, a]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toEqual({ ids: [contentMessages.oneSection] });
    const unknown = await reorder([a, 424242]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ ids: [contentMessages.unknownRecords] });
    const after = (await call('GET', '?filter[section]=hero')).json();
    expect(after.data.map((row: { id: number }) => row.id)).toEqual([c, a, b]);
  });
});

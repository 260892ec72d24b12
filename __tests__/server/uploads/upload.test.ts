import fs from 'node:fs';
import sharp from 'sharp';
import {
  makeAnimatedGif,
  makeJpeg,
  makeJpegWithExif,
  makeMp4,
  makePdf,
  makePng,
  makeWebm,
  makeWebp,
} from '../support/mediaFixtures';
import { useMediaApp } from '../support/mediaApp';
import { dialects } from '../support/testApp';

for (const dialect of dialects()) {
  describe(`POST /api/admin/media stores uploads [${dialect}]`, () => {
    const { ctx, uploaded, storedPath } = useMediaApp(dialect);

    it.each([
      ['photo.jpg', makeJpeg, 'image/jpeg', /\.jpg$/],
      ['photo.JPEG', makeJpeg, 'image/jpeg', /\.jpg$/],
      ['diagram.png', makePng, 'image/png', /\.png$/],
      ['banner.webp', makeWebp, 'image/webp', /\.webp$/],
    ])('stores %s re-encoded with its size and a WebP preview', async (name, make, mime, ext) => {
      const media = await uploaded(name, await make(64, 48));
      expect(media).toMatchObject({
        mime_type: mime,
        width: 64,
        height: 48,
        collection_name: 'default',
        order_column: 0,
      });
      expect(media.name).toBe(name.replace(/\.[^.]+$/, ''));
      expect(media.file_name).toMatch(new RegExp(`^${media.uuid}${ext.source}`));
      expect(media.original_url).toBe(`/media/${media.file_name}`);
      expect(media.preview_url).toBe(`/media/${media.uuid}.preview.webp`);
      expect(media.size).toBe(fs.statSync(storedPath(media.original_url)).size);
      const preview = await sharp(storedPath(media.preview_url!)).metadata();
      expect(preview).toMatchObject({ format: 'webp', width: 64, height: 48 });
      const row = await ctx.database.db
        .selectFrom('media')
        .selectAll()
        .where('id', '=', media.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ model_type: null, model_id: null });
    });

    it('strips EXIF after applying its orientation', async () => {
      const source = await makeJpegWithExif();
      expect((await sharp(source).metadata()).exif).toBeDefined();
      const media = await uploaded('camera.jpg', source);
      expect(media).toMatchObject({ width: 20, height: 40 });
      const bytes = fs.readFileSync(storedPath(media.original_url));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('SECRET-OWNER')).toBe(false);
    });

    it('keeps an animated GIF animated, with one frame as the preview', async () => {
      const media = await uploaded('spinner.gif', await makeAnimatedGif());
      expect(media).toMatchObject({ mime_type: 'image/gif', width: 30, height: 20 });
      expect((await sharp(storedPath(media.original_url)).metadata()).pages).toBe(2);
      expect(await sharp(storedPath(media.preview_url!)).metadata()).toMatchObject({
        width: 30,
        height: 20,
      });
    });

    it('shrinks the preview to 640 px wide', async () => {
      const media = await uploaded('wide.png', await makePng(1000, 500));
      expect(await sharp(storedPath(media.preview_url!)).metadata()).toMatchObject({
        width: 640,
        height: 320,
      });
    });

    it.each([
      ['brochure.pdf', makePdf(4000), 'application/pdf'],
      ['tour.mp4', makeMp4(8000), 'video/mp4'],
      ['tour.webm', makeWebm(8000), 'video/webm'],
    ])('stores %s byte for byte, without a preview', async (name, bytes, mime) => {
      const media = await uploaded(name, bytes);
      expect(media).toMatchObject({
        mime_type: mime,
        size: bytes.length,
        width: null,
        height: null,
        preview_url: null,
      });
      expect(fs.readFileSync(storedPath(media.original_url)).equals(bytes)).toBe(true);
    });

    it('keeps the collection and a sanitised display name', async () => {
      const media = await uploaded('..\\..\\evil\u202Egpj.exe\u0000 plan.pdf', makePdf(), [
        { name: 'collection', value: 'floor_plans' },
      ]);
      expect(media.collection_name).toBe('floor_plans');
      expect(media.name).toBe('evilgpj.exe plan');
      const long = await uploaded(`${'ب'.repeat(300)}.pdf`, makePdf());
      expect(Array.from(long.name)).toHaveLength(255);
    });
  });
}

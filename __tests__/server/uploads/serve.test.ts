import fs from 'node:fs';
import path from 'node:path';
import type { Media } from '../../../src/shared/common/schemas';
import { makeJpeg, makeMp4, makePdf } from '../support/mediaFixtures';
import { useMediaApp } from '../support/mediaApp';
import { dialects } from '../support/testApp';

for (const dialect of dialects()) {
  describe(`GET /media/<file> [${dialect}]`, () => {
    const { ctx, uploaded, mediaDir } = useMediaApp(dialect);
    let image: Media;
    let video: Media;
    let videoBytes: Buffer;
    beforeAll(async () => {
      image = await uploaded('front.jpg', await makeJpeg());
      videoBytes = makeMp4(5000);
      video = await uploaded('walkthrough.mp4', videoBytes);
    });

    it('serves a stored file with its type and headers that keep it inert', async () => {
      for (const [url, type] of [
        [image.original_url, 'image/jpeg'],
        [image.preview_url!, 'image/webp'],
        [video.original_url, 'video/mp4'],
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({
          'content-type': type,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'public, max-age=31536000, immutable',
          'accept-ranges': 'bytes',
        });
      }
      const response = await ctx.app.inject({ method: 'GET', url: video.original_url });
      expect(response.rawPayload.equals(videoBytes)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(videoBytes.length);
    });

    it('serves videos and PDFs opened by themselves as downloads; the app’s <video> plays in place', async () => {
      // Only the first bytes of a video or PDF are checked: opened as a page, it must not render.
      const pdf = await uploaded('brochure.pdf', makePdf(2048));
      for (const media of [video, pdf]) {
        const opened = await ctx.app.inject({ method: 'GET', url: media.original_url });
        expect(opened.headers['content-disposition']).toBe(
          `attachment; filename="${media.file_name}"`,
        );
        expect(opened.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      }
      const played = await ctx.app.inject({
        method: 'GET',
        url: video.original_url,
        headers: { 'sec-fetch-dest': 'video' },
      });
      expect(played.headers['content-disposition']).toBeUndefined();
      const picture = await ctx.app.inject({ method: 'GET', url: image.original_url });
      expect(picture.headers['content-disposition']).toBeUndefined();
    });

    it('answers byte ranges with 206 so videos can seek', async () => {
      const first = await ctx.app.inject({
        method: 'GET',
        url: video.original_url,
        headers: { range: 'bytes=0-99' },
      });
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-99/${videoBytes.length}`);
      expect(first.rawPayload.equals(videoBytes.subarray(0, 100))).toBe(true);
      const tail = await ctx.app.inject({
        method: 'GET',
        url: video.original_url,
        headers: { range: 'bytes=-10' },
      });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(videoBytes.subarray(-10))).toBe(true);
      const open = await ctx.app.inject({
        method: 'GET',
        url: video.original_url,
        headers: { range: 'bytes=4990-' },
      });
      expect(open.rawPayload.equals(videoBytes.subarray(4990))).toBe(true);
      const beyond = await ctx.app.inject({
        method: 'GET',
        url: video.original_url,
        headers: { range: 'bytes=999999-' },
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${videoBytes.length}`);
      const stale = await ctx.app.inject({
        method: 'GET',
        url: video.original_url,
        headers: { range: 'bytes=0-9', 'if-range': '"other"' },
      });
      expect(stale.statusCode).toBe(200);
    });

    it('answers HEAD with the headers only', async () => {
      const response = await ctx.app.inject({ method: 'HEAD', url: video.original_url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.rawPayload).toHaveLength(0);
    });

    it('answers a plain 404 for unknown names and any path trick', async () => {
      fs.writeFileSync(path.join(mediaDir(), '.tmp', 'pending.part'), 'secret');
      const urls = [
        `/media/00000000-0000-0000-0000-000000000000.jpg`,
        `/media/${image.uuid}.svg`,
        `/media/${image.uuid}.JPG`,
        '/media/..%2frealty.db',
        '/media/..%2F..%2Fetc%2Fpasswd',
        '/media/%2e%2e/realty.db',
        '/media/../realty.db',
        '/media/.tmp/pending.part',
        '/media/.tmp%2fpending.part',
        `/media/${image.file_name}%00.html`,
        `/media/sub/${image.file_name}`,
        '/media/',
        '/media',
      ];
      for (const url of urls) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.body).not.toContain('secret');
        expect(response.body).not.toContain('SQLite');
      }
      const plain = await ctx.app.inject({ method: 'GET', url: urls[0]! });
      expect(plain.headers['content-type']).toMatch(/^text\/plain/);
      expect(plain.body).toBe('Not Found');
    });
  });
}

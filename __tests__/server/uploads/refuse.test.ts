import fs from 'node:fs';
import path from 'node:path';
import { serverMessages } from '../../../src/shared/common/errors';
import { DEFAULT_MEDIA_LIMITS, mediaMessages } from '../../../src/shared/media/schemas';
import {
  HTML,
  makeJpeg,
  makeMp4,
  makeNoisyPng,
  makePdf,
  makePng,
  makeWebm,
  pngClaiming,
  SVG,
} from '../support/mediaFixtures';
import { UPLOAD_URL, useMediaApp } from '../support/mediaApp';
import { fileForm, type FormPart } from '../support/multipart';
import { bearer, dialects } from '../support/testApp';

/** Low enough to exceed with small files; the real numbers are checked below. */
const LIMITS = { bytes: { image: 60_000, pdf: 20_000, video: 100_000 }, maxPixels: 1_000_000 };

for (const dialect of dialects()) {
  describe(`POST /api/admin/media refuses bad uploads [${dialect}]`, () => {
    const { ctx, send, upload, uploaded, mediaDir } = useMediaApp(dialect, LIMITS);

    it.each([
      ['an SVG', 'logo.svg', SVG],
      ['an SVG named .png', 'logo.png', SVG],
      ['HTML named .jpg', 'photo.jpg', HTML],
      ['PNG bytes named .pdf', 'doc.pdf', null],
      ['a JPEG without an extension', 'photo', null],
      ['a Matroska video named .webm', 'clip.webm', makeWebm(500, 'matroska')],
    ])('answers 415 for %s and stores nothing', async (_label, name, bytes) => {
      const before = fs.readdirSync(mediaDir()).length;
      const body = bytes ?? (name === 'photo' ? await makeJpeg() : await makePng());
      const response = await upload(name, body);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: mediaMessages.unsupportedType });
      expect(fs.readdirSync(mediaDir())).toHaveLength(before);
      expect(fs.readdirSync(path.join(mediaDir(), '.tmp'))).toEqual([]);
    });

    it.each([
      ['image', 'big.png', () => makeNoisyPng(200, 200)],
      ['pdf', 'big.pdf', async () => makePdf(LIMITS.bytes.pdf + 1)],
      ['video', 'big.mp4', async () => makeMp4(LIMITS.bytes.video + 1)],
    ] as const)('answers 413 for an %s over its limit', async (cls, name, make) => {
      const response = await upload(name, await make());
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: mediaMessages.tooLarge(cls, LIMITS.bytes[cls]) });
      expect(fs.readdirSync(path.join(mediaDir(), '.tmp'))).toEqual([]);
    });

    it('accepts a file of exactly the limit', async () => {
      await uploaded('edge.pdf', makePdf(LIMITS.bytes.pdf));
    });

    it('answers 413 for an image over the pixel limit, before decoding it', async () => {
      for (const bytes of [await makePng(2000, 1000), pngClaiming(100_000, 100_000)]) {
        const response = await upload('huge.png', bytes);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ message: mediaMessages.tooManyPixels(LIMITS.maxPixels) });
      }
    });

    it('answers 422 for a corrupt image', async () => {
      const jpeg = await makeJpeg();
      const garbled = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(200, 0x41)]);
      const truncated = pngClaiming(10, 10).subarray(0, 70);
      for (const [name, bytes] of [
        ['broken.jpg', garbled],
        ['broken.png', truncated],
      ] as const) {
        const response = await upload(name, bytes);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: mediaMessages.invalidImage,
          errors: { file: [mediaMessages.invalidImage] },
        });
      }
    });

    it('answers 422 when the file is missing, empty, doubled or the fields are wrong', async () => {
      const pdf = makePdf();
      const cases: [FormPart[], string][] = [
        [[{ name: 'collection', value: 'gallery' }], 'file'],
        [[{ name: 'file', value: Buffer.alloc(0), filename: 'empty.pdf' }], 'file'],
        [
          [
            { name: 'file', value: pdf, filename: 'a.pdf' },
            { name: 'file', value: pdf, filename: 'b.pdf' },
          ],
          'file',
        ],
        [[{ name: 'upload', value: pdf, filename: 'a.pdf' }], 'upload'],
        [
          [
            { name: 'collection', value: 'Not Valid!' },
            { name: 'file', value: pdf, filename: 'a.pdf' },
          ],
          'collection',
        ],
        [
          [
            { name: 'collection', value: 'x'.repeat(65) },
            { name: 'file', value: pdf, filename: 'a.pdf' },
          ],
          'collection',
        ],
        [
          [
            { name: 'file', value: pdf, filename: 'a.pdf' },
            { name: 'model_type', value: 'user' },
          ],
          'model_type',
        ],
      ];
      for (const [parts, field] of cases) {
        const response = await send(parts);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: serverMessages.validationFailed,
          errors: { [field]: [expect.any(String)] },
        });
      }
      const bodyless = await ctx.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        headers: bearer(ctx.token),
      });
      expect(bodyless.statusCode).toBe(422);
    });

    it('answers 415 for a JSON body (no upload from a URL)', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        payload: { url: 'https://example.com/a.jpg' },
        headers: bearer(ctx.token),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: serverMessages.unsupportedMediaType });
    });

    it('answers 400 for a malformed multipart body', async () => {
      const form = fileForm('a.pdf', makePdf());
      const cut = form.payload.subarray(0, form.payload.length - 30);
      const response = await ctx.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        payload: cut,
        headers: { ...form.headers, ...bearer(ctx.token) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: serverMessages.malformedBody });
    });

    it('answers 401 without a valid token and stores nothing', async () => {
      const before = await ctx.database.db.selectFrom('media').select('id').execute();
      const { parts } = fileForm('a.pdf', makePdf());
      for (const headers of [{}, { authorization: 'Bearer forged' }] as Record<string, string>[]) {
        const response = await send(parts, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: serverMessages.unauthenticated });
      }
      expect(await ctx.database.db.selectFrom('media').select('id').execute()).toHaveLength(
        before.length,
      );
    });
  });

  describe(`media limits at their real values [${dialect}]`, () => {
    const { ctx, upload, uploaded } = useMediaApp(dialect);

    it('defaults to docs/security.md#uploads: images 15 MB and 40 MP, PDF 25 MB, video 200 MB', () => {
      const MB = 1024 * 1024;
      const expected = {
        bytes: { image: 15 * MB, pdf: 25 * MB, video: 200 * MB },
        maxPixels: 40e6,
      };
      expect(ctx.app.mediaLimits).toEqual(expected);
      expect(DEFAULT_MEDIA_LIMITS).toEqual(expected);
    });

    it('accepts an upload larger than the JSON body limit', async () => {
      const bytes = makeMp4(3 * 1024 * 1024);
      expect((await uploaded('big.mp4', bytes)).size).toBe(bytes.length);
    });

    it('refuses a header claiming 10 000 × 10 000 pixels with 413', async () => {
      const response = await upload('bomb.png', pngClaiming(10_000, 10_000));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: mediaMessages.tooManyPixels(40e6) });
    });
  });
}

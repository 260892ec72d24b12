/**
 * Media in an S3-compatible bucket: an upload lands in the bucket (not on this instance's disk) and is
 * served from it with the same headers as from disk — type, nosniff, the sandboxing CSP, a content ETag
 * (304 on a match), byte ranges — and purging its record from the Trash or the orphan cleanup removes it from the bucket.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nowIso } from '../../../src/server/db/database';
import type { Media } from '../../../src/shared/common/schemas';
import { adminClient, developerInput } from '../support/contentFixtures';
import { makeJpeg, makeMp4 } from '../support/mediaFixtures';
import { fileForm, multipartBody } from '../support/multipart';
import { startS3, type TestS3 } from '../support/s3Server';
import {
  bearer,
  createTestDatabase,
  createTestUser,
  dialects,
  loginAs,
  type TestContext,
} from '../support/testApp';
import { buildApp } from '../../../src/server/app';

describe.each(dialects())('media in an S3 bucket [%s]', (dialect) => {
  const ctx = {} as TestContext;
  let s3: TestS3;
  let drop: () => Promise<void>;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3();
    const database = await createTestDatabase(dialect, s3.env);
    drop = database.drop;
    const app = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
    Object.assign(ctx, { dialect, app, db: database.db, config: database.config });
    token = await loginAs(ctx, (await createTestUser(ctx)).email);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
    await s3?.close();
  });

  async function upload(name: string, bytes: Buffer): Promise<Media> {
    const form = multipartBody(fileForm(name, bytes).parts);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as Media;
  }
  const inBucket = async (url: string) =>
    (await ctx.app.mediaStore.stat(path.basename(url))) !== null;

  it('stores uploads in the bucket and serves them with the same headers as from disk', async () => {
    expect(ctx.app.mediaStore.kind).toBe('s3');
    const photo = await upload('front.jpg', await makeJpeg());
    const videoBytes = makeMp4(4000);
    const video = await upload('tour.mp4', videoBytes);
    for (const url of [photo.original_url, photo.preview_url!, video.original_url]) {
      expect(await inBucket(url)).toBe(true);
      expect(fs.existsSync(path.join(ctx.config.dataDir, 'media', path.basename(url)))).toBe(false);
    }

    const served = await ctx.app.inject({ method: 'GET', url: video.original_url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(videoBytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'video/mp4',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'accept-ranges': 'bytes',
      'content-length': String(videoBytes.length),
    });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f-]+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: video.original_url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const range = await ctx.app.inject({
      method: 'GET',
      url: video.original_url,
      headers: { range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${videoBytes.length}`);
    expect(range.rawPayload.equals(videoBytes.subarray(100, 200))).toBe(true);
    const picture = await ctx.app.inject({ method: 'GET', url: photo.preview_url! });
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('keeps a trashed record’s files, removes them on purge, and removes unattached uploads', async () => {
    const admin = await adminClient(ctx);
    const logo = await upload('logo.jpg', await makeJpeg());
    const developer = await admin.create('/developers', developerInput({ logo_id: logo.id }));
    expect((await admin.del(`/developers/${developer.id}`)).statusCode).toBe(200);
    // Deleting moves the record to the Trash: its media stay, so a restore brings it back whole.
    expect(await inBucket(logo.original_url)).toBe(true);
    const purge = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/trash/developer/${developer.id}`,
      headers: bearer(token),
    });
    expect(purge.statusCode).toBe(200);
    expect(await inBucket(logo.original_url)).toBe(false);
    expect(await inBucket(logo.preview_url!)).toBe(false);

    const abandoned = await upload('abandoned.jpg', await makeJpeg());
    await ctx.db
      .updateTable('media')
      .set({ created_at: nowIso(new Date(Date.now() - 48 * 60 * 60_000)) })
      .where('id', '=', abandoned.id)
      .execute();
    await ctx.app.jobs.tick();
    expect(await inBucket(abandoned.original_url)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: abandoned.original_url })).statusCode).toBe(
      404,
    );
  });
});

/**
 * Moving an installation's media from the local disk to a bucket (`npm run media:migrate`): every file a
 * media row names — originals and previews — is copied with its type; a second run copies nothing; and an
 * instance started on the bucket then serves the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { copyMedia } from '../../../src/server/media/copyMedia';
import { createDiskStore } from '../../../src/server/media/diskStore';
import { createMediaStore } from '../../../src/server/media/createMediaStore';
import { storedFiles } from '../../../src/server/uploads/mediaRepository';
import type { Media } from '../../../src/shared/common/schemas';
import { makeJpeg } from '../support/mediaFixtures';
import { fileForm, multipartBody } from '../support/multipart';
import { startS3, type TestS3 } from '../support/s3Server';
import {
  bearer,
  createTestDatabase,
  createTestUser,
  dialects,
  loginAs,
  type TestDatabase,
} from '../support/testApp';

describe.each(dialects())('copying media from disk to a bucket [%s]', (dialect) => {
  let database: TestDatabase;
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
    await s3.close();
  });

  it('copies originals and previews once, and the bucket then serves them', async () => {
    const onDisk = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
    const ctx = { app: onDisk, db: database.db, dialect, config: database.config };
    const token = await loginAs(ctx, (await createTestUser(ctx)).email);
    const form = multipartBody(fileForm('front.jpg', await makeJpeg()).parts);
    const uploaded = await onDisk.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(uploaded.statusCode).toBe(201);
    const media = uploaded.json().data as Media;
    const original = await onDisk.inject({
      method: 'GET',
      url: media.original_url,
    });
    expect(original.statusCode).toBe(200);
    await onDisk.close();

    const bucketConfig = loadConfig({
      DATA_DIR: database.config.dataDir,
      SPA_DIR: database.config.spaDir,
      LOG_LEVEL: 'silent',
      ...(dialect === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL_TEST! } : {}),
      ...s3.env,
    });
    const disk = createDiskStore(database.config.dataDir);
    const bucket = createMediaStore(bucketConfig);
    const first = await copyMedia(storedFiles(database.db), disk, bucket);
    expect(first).toEqual({ copied: 2, present: 0, missing: [] });
    const again = await copyMedia(storedFiles(database.db), disk, bucket);
    expect(again).toEqual({ copied: 0, present: 2, missing: [] });
    const preview = [];
    for await (const object of bucket.list()) preview.push(object.name);
    expect(preview.sort()).toEqual(
      [path.basename(media.original_url), path.basename(media.preview_url!)].sort(),
    );
    // The source stays as it was, and the bucket's copy is what was uploaded.
    expect(
      fs.existsSync(path.join(database.config.dataDir, 'media', path.basename(media.original_url))),
    ).toBe(true);
    await bucket.close();

    const onBucket = await buildApp(bucketConfig, { logger: false, db: database.db, jobs: false });
    try {
      const served = await onBucket.inject({
        method: 'GET',
        url: media.original_url,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
      const previewServed = await onBucket.inject({
        method: 'GET',
        url: media.preview_url!,
      });
      expect(previewServed.headers['content-type']).toBe('image/webp');
    } finally {
      await onBucket.close();
    }
  });
});

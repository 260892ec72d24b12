import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_MEDIA_LIMITS } from '../../../src/shared/media/rules';
import { createMediaStore } from '../../../src/server/media/createMediaStore';
import type { MediaStore } from '../../../src/server/media/mediaStore';
import { storeMedia } from '../../../src/server/uploads/mediaService';
import { listHomeAssets } from '../../../src/server/homeAssets/homeAssetRepository';
import { listPublicHomeAssets } from '../../../src/server/homeAssets/publicHomeAssetRepository';
import { seedHomeAssets } from '../../../src/server/seed/homeAssetsSeed';
import type { SeedContext } from '../../../src/server/seed/seedContext';
import { createTestDatabase, dialects, type TestDatabase } from '../support/testApp';

const silent = { warn: () => undefined };

describe.each(dialects())('home assets demo seed [%s]', (dialect) => {
  let database: TestDatabase;
  let store: MediaStore;
  const labels: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    store = createMediaStore(database.config);
    await store.check();
  });
  afterAll(() => database?.drop());

  const context = (): SeedContext => ({
    db: database.db,
    config: database.config,
    now: new Date('2026-03-01T08:00:00Z'),
    random: () => 0.5,
    leads: 0,
    log: () => undefined,
    pdf: () => Promise.reject(new Error('the home assets seeder makes no PDFs')),
    // A small real JPEG through the real pipeline, standing in for the runner's labelled pictures.
    image: async ({ label, collection, hue = 0 }) => {
      labels.push(label);
      const tmpPath = path.join(store.tmpDir, `${randomUUID()}.part`);
      const bytes = await sharp({
        create: { width: 32, height: 16, channels: 3, background: { r: hue % 256, g: 90, b: 120 } },
      })
        .jpeg()
        .toBuffer();
      fs.writeFileSync(tmpPath, bytes);
      const row = await storeMedia(
        database.db,
        store,
        DEFAULT_MEDIA_LIMITS,
        {
          received: { kind: 'jpeg', tmpPath, size: bytes.length },
          originalName: `${label}.jpg`,
          collection,
        },
        silent,
      );
      return row.id;
    },
  });

  it('fills every section with bilingual assets and one of each schedule state', async () => {
    const ctx = context();
    await seedHomeAssets(ctx);
    const { data } = await listHomeAssets(database.db, { per_page: 100 });
    const count = (section: string) => data.filter((asset) => asset.section === section).length;
    expect([count('hero'), count('banner'), count('partners')]).toEqual([4, 2, 5]);
    for (const asset of data) {
      expect(asset.media?.mime_type).toBe('image/jpeg');
      expect(asset.title.en).not.toBe('');
      expect(asset.title.ar).toMatch(/[\u0600-\u06FF]/);
      if (asset.cta_url) expect(asset.cta_label.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(data.filter((asset) => asset.section === 'hero').every((a) => a.mobile_media)).toBe(
      true,
    );
    expect(labels).toContain('Emaar Properties');

    // One hero slide waits for a campaign and one banner has ended: the site shows the rest.
    const shown = await listPublicHomeAssets(database.db, { locale: 'ar' }, ctx.now);
    expect(shown).toHaveLength(data.length - 2);
    expect(shown[0]).toMatchObject({
      section: 'hero',
      title: 'الحياة على الواجهة البحرية في دبي مارينا',
    });
  });
});

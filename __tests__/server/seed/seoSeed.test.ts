import { randomUUID } from 'node:crypto';
import { nowIso } from '../../../src/server/db/database';
import type { SeedContext } from '../../../src/server/seed/seedContext';
import { seedSeo } from '../../../src/server/seed/seoSeed';
import { SEO_PAGES } from '../../../src/shared/seo/schemas';
import { adminClient, publicGet } from '../support/contentFixtures';
import { describeEachDb } from '../support/testApp';

describeEachDb('the SEO demo seeder', (ctx) => {
  it('fills every page in both languages within the recommended lengths, with a home image', async () => {
    const images: string[] = [];
    const seed: SeedContext = {
      db: ctx.db,
      config: ctx.config,
      now: new Date('2026-03-01T08:00:00Z'),
      random: () => 0.5,
      leads: 0,
      log: () => undefined,
      pdf: () => Promise.reject(new Error('the SEO seeder makes no PDFs')),
      // A media row stands in for the generated picture: the seeder only needs an unattached image id.
      image: async ({ collection }) => {
        images.push(collection);
        const uuid = randomUUID();
        const row = await ctx.db
          .insertInto('media')
          .values({
            uuid,
            collection_name: collection,
            name: 'og',
            file_name: `${uuid}.jpg`,
            mime_type: 'image/jpeg',
            size: 100,
            width: 1200,
            height: 630,
            order_column: 0,
            preview_file_name: null,
            model_type: null,
            model_id: null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
    };
    await seedSeo(seed);

    const api = await adminClient(ctx);
    const list = (await api.get('/meta')).json().data as {
      page: string;
      title: { en: string; ar: string };
      completeness: Record<string, boolean>;
    }[];
    expect(list.map((row) => row.page)).toEqual([...SEO_PAGES]);
    for (const row of list) {
      expect(row.title.ar).toMatch(/[\u0600-\u06FF]/);
      expect(Object.values(row.completeness).some(Boolean)).toBe(false);
    }
    expect(images).toEqual(['og_image']);
    const home = (await publicGet(ctx, '/meta/home?locale=ar')).json().data;
    expect(home.title).toBe('منازل فاخرة ومشاريع على الخارطة في دبي');
    expect(home.og_image_url).toMatch(/^\/media\/.+\.jpg$/);
    const privacy = (await publicGet(ctx, '/meta/privacy')).json().data;
    expect(privacy.robots).toBe('noindex, follow');
  });
});

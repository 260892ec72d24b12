import { randomUUID } from 'node:crypto';
import { nowIso } from '../../../src/server/db/database';
import { seedCompany } from '../../../src/server/seed/companySeed';
import type { SeedContext } from '../../../src/server/seed/seedContext';
import { describeEachDb } from '../support/testApp';

describeEachDb('company demo seed', (ctx) => {
  it('creates a bilingual company with a logo that the public API serves', async () => {
    const images: string[] = [];
    const seed: SeedContext = {
      db: ctx.db,
      config: ctx.config,
      now: new Date(),
      random: () => 0.5,
      leads: 0,
      log: () => undefined,
      pdf: () => Promise.reject(new Error('the company seeder makes no PDFs')),
      // The media pipeline has its own tests; a row stands in for the generated picture.
      image: async ({ label, collection }) => {
        images.push(`${collection}:${label}`);
        const uuid = randomUUID();
        const row = await ctx.db
          .insertInto('media')
          .values({
            uuid,
            collection_name: collection,
            name: label,
            file_name: `${uuid}.jpg`,
            mime_type: 'image/jpeg',
            size: 2048,
            width: 512,
            height: 512,
            order_column: 0,
            preview_file_name: `${uuid}.preview.webp`,
            model_type: null,
            model_id: null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
    };
    await seedCompany(seed);
    expect(images).toEqual(['logo:Palm Crest']);

    const ar = await ctx.app.inject({ method: 'GET', url: '/api/public/company?locale=ar' });
    expect(ar.statusCode).toBe(200);
    const data = ar.json().data;
    expect(data.name).toBe('Palm Crest Properties');
    expect(data.address).toMatch(/دبي مارينا/);
    expect(data.default_currency).toBe('AED');
    expect(data.logo.preview_url).toMatch(/\.preview\.webp$/);
    expect(Object.keys(data.social)).toContain('instagram');
    const en = await ctx.app.inject({ method: 'GET', url: '/api/public/company' });
    expect(en.json().data.address).toMatch(/^Office 1204, Marina Plaza/);
  });
});

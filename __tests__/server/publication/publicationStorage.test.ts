/**
 * Where drafts, versions and schedules live (migration 029, docs/product.md#publishing): the migration leaves
 * every record as it was (published where its flag says so, no draft, no versions); a record in the Trash keeps
 * them and gets them back when restored, and its purge deletes them; the files a draft or a version names
 * outlive the orphan cleanup, and go to it once nothing names them.
 */
import { sql } from 'kysely';
import { migrateTo } from '../../../src/server/db/migrate';
import { nowIso } from '../../../src/server/db/database';
import { deleteOrphanRows } from '../../../src/server/uploads/mediaRepository';
import { insertMediaRow } from '../support/contentFixtures';
import { apiOf, kindOf, readRecord, type Api } from '../support/publicationFixtures';
import {
  createTestDatabase,
  createTestUser,
  describeEachDb,
  dialects,
  loginAs,
  type TestDatabase,
} from '../support/testApp';

const DAY_MS = 86_400_000;

describeEachDb('drafts, versions and schedules kept', (ctx) => {
  let editor: Api;
  let admin: Api;
  beforeAll(async () => {
    const writer = await createTestUser(ctx, { role: 'editor' });
    editor = apiOf(ctx, await loginAs(ctx, writer.email));
    const boss = await createTestUser(ctx, { role: 'super-admin' });
    admin = apiOf(ctx, await loginAs(ctx, boss.email));
  });

  /** How many rows of each table the developer has. */
  const rowsOf = async (id: string) => {
    const counts: Record<string, number> = {};
    for (const table of ['record_drafts', 'published_versions', 'publication_schedules'] as const) {
      const rows = await ctx.db
        .selectFrom(table)
        .select('record_id')
        .where('kind', '=', 'developers')
        .where('record_id', '=', id)
        .execute();
      counts[table] = rows.length;
    }
    return counts;
  };
  /** Whether a media row is still there after the orphan cleanup looks a week ahead. */
  const survivesCleanup = async (id: number) => {
    await deleteOrphanRows(ctx.db, new Date(Date.now() + 7 * DAY_MS));
    return (
      (await ctx.db.selectFrom('media').select('id').where('id', '=', id).execute()).length === 1
    );
  };

  it('keeps them in the Trash, gives them back on a restore, and purges them with the record', async () => {
    const made = await kindOf('developers').make(editor, 'Trashed Heights');
    await editor.call('PUT', `${made.url}/draft`, made.body('Trashed Heights II'));
    await editor.call('PUT', `${made.url}/schedule`, {
      publish_at: new Date(Date.now() + DAY_MS).toISOString(),
      unpublish_at: null,
    });
    const before = await readRecord(editor, made.url);
    expect(before.data.publication).toMatchObject({ has_draft: true, versions_count: 1 });

    expect((await editor.call('DELETE', made.url)).statusCode).toBe(200);
    expect((await editor.call('GET', `${made.url}/draft`)).statusCode).toBe(404);
    expect(await rowsOf(made.id)).toEqual({
      record_drafts: 1,
      published_versions: 1,
      publication_schedules: 1,
    });
    expect((await editor.call('POST', `/trash/developer/${made.id}/restore`, {})).statusCode).toBe(
      200,
    );
    const restored = await readRecord(editor, made.url);
    expect(restored.data.publication).toEqual(before.data.publication);

    expect((await editor.call('DELETE', made.url)).statusCode).toBe(200);
    expect((await admin.call('DELETE', `/trash/developer/${made.id}`)).statusCode).toBe(200);
    expect(await rowsOf(made.id)).toEqual({
      record_drafts: 0,
      published_versions: 0,
      publication_schedules: 0,
    });
  });

  it('keeps the files a draft or a version names from the orphan cleanup, and lets them go after', async () => {
    const kind = kindOf('developers');
    const made = await kind.make(editor, 'Logo Towers');
    const first = await insertMediaRow(ctx);
    // A draft with a new logo: the file is held for the record, not shown by it.
    await editor.call('PUT', `${made.url}/draft`, { ...made.body('Logo Towers'), logo_id: first });
    expect((await readRecord(editor, made.url)).data.logo).toBeNull();
    const draft = (await editor.call('GET', `${made.url}/draft`)).json().data;
    expect(draft.logo).toMatchObject({ id: first, collection_name: 'logo' });
    expect(await survivesCleanup(first)).toBe(true);

    // Published, then replaced: version 2 still names it.
    await editor.call('POST', `${made.url}/publish`, {});
    expect((await readRecord(editor, made.url)).data.logo).toMatchObject({ id: first });
    const second = await insertMediaRow(ctx);
    await editor.call('PUT', made.url, { ...made.body('Logo Towers'), logo_id: second });
    expect(await survivesCleanup(first)).toBe(true);
    const restored = await editor.call('POST', `${made.url}/versions/2/restore`, {});
    expect(restored.json().data.logo).toMatchObject({ id: first });
    expect((await editor.call('POST', `${made.url}/publish`, {})).statusCode).toBe(200);
    expect((await readRecord(editor, made.url)).data.logo).toMatchObject({ id: first });

    // A file only a discarded draft named goes to the cleanup.
    const passing = await insertMediaRow(ctx);
    await editor.call('PUT', `${made.url}/draft`, {
      ...made.body('Logo Towers'),
      cover_id: passing,
    });
    expect(await survivesCleanup(passing)).toBe(true);
    await editor.call('DELETE', `${made.url}/draft`);
    expect(await survivesCleanup(passing)).toBe(false);
  });
});

describe.each(dialects())('migration 029 (publication) [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, {}, { migrated: false });
  });
  afterAll(() => database.drop());

  it('leaves every record as it was: published where its flag says, no draft, no versions', async () => {
    const { db } = database;
    await migrateTo(db, '028_record_presence');
    const now = nowIso();
    const row = (slug: string, published: 0 | 1) => ({
      slug,
      name_en: slug,
      name_ar: '',
      description: '{"en":"","ar":""}',
      website_url: null,
      email: null,
      phone: null,
      established_year: null,
      headquarters: '{"en":"","ar":""}',
      is_featured: 0 as const,
      is_published: published,
      sort_order: 1,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('developers')
      .values([row('shown', 1), row('hidden', 0)])
      .execute();
    await db
      .insertInto('company')
      .values({
        id: 1,
        name: 'Palm Crest',
        logo_media_id: null,
        email: null,
        phone: null,
        whatsapp: null,
        address: '{"en":"","ar":""}',
        default_currency: 'AED',
        social: '{}',
        updated_at: now,
      })
      .execute();

    expect(await migrateTo(db, '029_publication')).toEqual(['029_publication']);
    const developers = await db
      .selectFrom('developers')
      .select(['slug', 'is_published', 'version', 'updated_at'])
      .orderBy('slug')
      .execute();
    expect(developers).toEqual([
      { slug: 'hidden', is_published: 0, version: 1, updated_at: now },
      { slug: 'shown', is_published: 1, version: 1, updated_at: now },
    ]);
    for (const table of ['record_drafts', 'published_versions', 'publication_schedules'] as const) {
      const { count } = (await db
        .selectFrom(table)
        .select(sql<number | string>`count(*)`.as('count'))
        .executeTakeFirstOrThrow()) as { count: number | string };
      expect([table, Number(count)]).toEqual([table, 0]);
    }
    const company = await db
      .selectFrom('company')
      .select('require_arabic_to_publish')
      .executeTakeFirstOrThrow();
    expect(Number(company.require_arabic_to_publish)).toBe(0);

    // And back down: a release without publishing knows nothing of it.
    await migrateTo(db, '028_record_presence');
    expect(await db.selectFrom('developers').select('slug').execute()).toHaveLength(2);
  });
});

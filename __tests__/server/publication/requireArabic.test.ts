/**
 * Completeness per language and the company's `require_arabic_to_publish` (docs/product.md#publishing): the
 * record's publication says what each language misses (of its draft when it has one); with the switch off a
 * record publishes with its Arabic incomplete, with it on that is a 422 naming each missing Arabic field, and
 * nothing changes. The switch is the company's, read and written with it (super-admin only).
 */
import { publicationMessages } from '../../../src/shared/publication/rules';
import { apiOf, kindOf, readRecord, type Api } from '../support/publicationFixtures';
import { createTestUser, describeEachDb, loginAs } from '../support/testApp';

describeEachDb('Arabic before publishing', (ctx) => {
  let admin: Api;
  let editor: Api;
  const requireArabic = async (on: boolean) => {
    const saved = await admin.call('PATCH', '/company', { require_arabic_to_publish: on });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.require_arabic_to_publish).toBe(on);
  };
  beforeAll(async () => {
    const boss = await createTestUser(ctx, { role: 'super-admin' });
    admin = apiOf(ctx, await loginAs(ctx, boss.email));
    const writer = await createTestUser(ctx, { role: 'editor' });
    editor = apiOf(ctx, await loginAs(ctx, writer.email));
    await admin.call('PUT', '/company', { name: 'Palm Crest', default_currency: 'AED' });
  });

  it('is the company’s switch: off by default, the super-admin’s to set, kept by a PUT that sends it', async () => {
    const company = await admin.call('GET', '/company');
    expect(company.json().data.require_arabic_to_publish).toBe(false);
    expect(
      (await editor.call('PATCH', '/company', { require_arabic_to_publish: true })).statusCode,
    ).toBe(403);
    await requireArabic(true);
    const replaced = await admin.call('PUT', '/company', {
      name: 'Palm Crest',
      default_currency: 'AED',
    });
    expect(replaced.json().data.require_arabic_to_publish).toBe(false);
    const wrong = await admin.call('PATCH', '/company', { require_arabic_to_publish: 'yes' });
    expect(wrong.statusCode).toBe(422);
  });

  it('says what each language misses, of the draft when there is one', async () => {
    const kind = kindOf('projects');
    const made = await kind.make(editor, 'Creek Vista', false);
    const { publication } = (await readRecord(editor, made.url)).data;
    // projectInput's city is filled in both languages; its name in English only.
    expect(publication.completeness).toEqual({
      en: { complete: true, missing: [] },
      ar: { complete: false, missing: ['name'] },
    });
    expect(publication.require_arabic).toBe(false);
    const body = made.body('Creek Vista', 'كريك فيستا');
    await editor.call('PUT', `${made.url}/draft`, {
      ...body,
      city: { en: 'Dubai', ar: '' },
    });
    expect((await readRecord(editor, made.url)).data.publication.completeness).toEqual({
      en: { complete: true, missing: [] },
      ar: { complete: false, missing: ['city'] },
    });
  });

  it('publishes with Arabic incomplete while the switch is off', async () => {
    await requireArabic(false);
    const made = await kindOf('developers').make(editor, 'English Only Homes', false);
    const published = await editor.call('POST', `${made.url}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect(await made.publicLabel()).toBe('English Only Homes');
  });

  it('refuses with 422 naming each missing Arabic field while it is on, changing nothing', async () => {
    await requireArabic(true);
    try {
      const team = kindOf('team-members');
      const member = await team.make(editor, 'Omar Haddad', false);
      await editor.call('PUT', `${member.url}/draft`, {
        ...member.body('Omar Haddad'),
        position: { en: 'Broker', ar: '' },
      });
      const before = await readRecord(editor, member.url);
      expect(before.data.publication.require_arabic).toBe(true);
      const refused = await editor.call('POST', `${member.url}/publish`, {});
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: publicationMessages.arabicIncomplete,
        errors: {
          'name.ar': ['Name (Arabic) is Required'],
          'position.ar': ['Position (Arabic) is Required'],
        },
      });
      const after = await readRecord(editor, member.url);
      expect(after.etag).toBe(before.etag);
      expect(after.data.publication).toMatchObject({ status: 'unpublished', has_draft: true });

      const page = kindOf('meta');
      const seo = await page.make(editor, 'About us');
      await editor.call('PUT', `${seo.url}/draft`, seo.body('About the company'));
      const seoRefused = await editor.call('POST', `${seo.url}/publish`, {});
      expect(seoRefused.json().errors).toEqual({ 'title.ar': ['Title (Arabic) is Required'] });

      // Its Arabic filled in the draft, it publishes.
      await editor.call('PUT', `${member.url}/draft`, member.body('Omar Haddad', 'عمر حداد'));
      expect((await editor.call('POST', `${member.url}/publish`, {})).statusCode).toBe(200);
    } finally {
      await requireArabic(false);
    }
  });
});

import { SEO_PAGES, type SeoPageInput } from '../../../src/shared/seo/schemas';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  adminClient,
  insertMediaRow,
  publicGet,
  type AdminClient,
} from '../support/contentFixtures';
import { describeEachDb } from '../support/testApp';

const T = (en: string, ar = '') => ({ en, ar });

function seoInput(overrides: Partial<SeoPageInput> = {}): SeoPageInput {
  return {
    title: T('Luxury Homes in Dubai', 'منازل فاخرة في دبي'),
    description: T('Off-plan and ready homes.', 'منازل جاهزة وعلى الخارطة.'),
    keywords: T('dubai, villas', 'دبي، فلل'),
    og_title: T(''),
    og_description: T(''),
    og_image_id: null,
    canonical_url: null,
    robots_index: true,
    robots_follow: true,
    ...overrides,
  };
}

describeEachDb('SEO page metadata', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  // Pages are never added or deleted, so each test resets the texts of the page it writes.
  beforeEach(async () => {
    await ctx.db
      .updateTable('seo_pages')
      .set({ title: '{"en":"","ar":""}', description: '{"en":"","ar":""}', canonical_url: null })
      .execute();
  });

  it('lists every registry page from the start, flagged as missing its title and description', async () => {
    const response = await api.get('/meta');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((row: { page: string }) => row.page)).toEqual([...SEO_PAGES]);
    expect(data[0]).toEqual({
      page: 'home',
      title: T(''),
      completeness: {
        missing_title: true,
        missing_description: true,
        missing_arabic: false,
        title_too_long: false,
        description_too_long: false,
      },
      updated_at: expect.any(String),
    });
  });

  it('updates a page with its Open Graph image and shows it in the list', async () => {
    const image = await insertMediaRow(ctx);
    const body = seoInput({
      og_title: T('Dubai homes', ''),
      og_image_id: image,
      canonical_url: 'https://www.realty.example/',
      robots_index: false,
    });
    const before = (await api.get('/meta/about')).json().data.updated_at;
    const updated = await api.put('/meta/about', body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Data has been updated successfully',
      data: {
        page: 'about',
        title: body.title,
        og_title: T('Dubai homes', ''),
        og_image: { id: image },
        canonical_url: 'https://www.realty.example/',
        robots_index: false,
        robots_follow: true,
      },
    });
    const read = (await api.get('/meta/about')).json().data;
    expect(read.og_image.id).toBe(image);
    expect(read.updated_at > before).toBe(true);
    const row = (await api.get('/meta'))
      .json()
      .data.find((r: { page: string }) => r.page === 'about');
    // The Open Graph title has English but no Arabic.
    expect(row.completeness).toMatchObject({ missing_title: false, missing_arabic: true });

    await api.put('/meta/about', seoInput());
    expect((await api.get('/meta/about')).json().data.og_image).toBeNull();
  });

  it('flags texts over the recommended lengths but accepts them, up to the hard maximum', async () => {
    const long = seoInput({
      title: T('x'.repeat(61), 'ع'.repeat(10)),
      description: T('d', 'د'.repeat(161)),
    });
    expect((await api.put('/meta/home', long)).statusCode).toBe(200);
    const row = (await api.get('/meta')).json().data[0];
    expect(row.completeness).toMatchObject({ title_too_long: true, description_too_long: true });

    const tooLong = await api.put(
      '/meta/home',
      seoInput({ title: T('x'.repeat(201)), keywords: T('', 'ك'.repeat(501)) }),
    );
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors).sort()).toEqual(['keywords.ar', 'title.en']);
  });

  it('requires the English title, on PUT and on PATCH, and leaves the Arabic one optional', async () => {
    const required = ['Title (English) is Required'];
    for (const title of [T(''), T('   ', 'عنوان')]) {
      const refused = await api.put('/meta/home', seoInput({ title }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: serverMessages.validationFailed,
        errors: { 'title.en': required },
      });
    }
    const { title: _omitted, ...withoutTitle } = seoInput();
    const omitted = await api.put('/meta/home', withoutTitle);
    expect(omitted.statusCode).toBe(422);
    expect(omitted.json().errors).toEqual({ title: ['Title is Required'] });

    // The page has no title yet: a patch of anything else is refused until the title comes with it.
    const patchDescription = await api.patch('/meta/home', { description: { en: 'Homes' } });
    expect(patchDescription.statusCode).toBe(422);
    expect(patchDescription.json().errors).toEqual({ 'title.en': required });
    expect((await api.patch('/meta/home', { title: { en: '' } })).statusCode).toBe(422);
    const patched = await api.patch('/meta/home', {
      title: { en: 'Homes in Dubai' },
      description: { en: 'Homes' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.title).toEqual(T('Homes in Dubai'));

    const englishOnly = await api.put('/meta/home', seoInput({ title: T('Homes in Dubai') }));
    expect(englishOnly.statusCode).toBe(200);
    expect(englishOnly.json().data.title).toEqual(T('Homes in Dubai'));
    expect((await api.get('/meta/home')).json().data.description).toEqual(seoInput().description);
  });

  it('saves a 75-character title with a warning only, and refuses one past 200 with a clear message', async () => {
    const long = await api.put('/meta/home', seoInput({ title: T('x'.repeat(75)) }));
    expect(long.statusCode).toBe(200);
    const row = (await api.get('/meta'))
      .json()
      .data.find((p: { page: string }) => p.page === 'home');
    expect(row.completeness).toMatchObject({ missing_title: false, title_too_long: true });
    const tooLong = await api.put(
      '/meta/home',
      seoInput({ title: T('x'.repeat(201), 'ع'.repeat(201)) }),
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      'title.en': ['Title (English) may not be longer than 200 characters'],
      'title.ar': ['Title (Arabic) may not be longer than 200 characters'],
    });
  });

  it('refuses a bad canonical URL, unknown fields, unknown media and a non-image', async () => {
    const bad = await api.put('/meta/home', {
      ...seoInput({ canonical_url: 'javascript:alert(1)' }),
      extra: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('canonical_url');

    const extra = await api.put('/meta/home', { ...seoInput(), page: 'about' });
    expect(extra.statusCode).toBe(422);

    const missing = await api.put('/meta/home', seoInput({ og_image_id: 987654 }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      og_image_id: ['The selected file does not exist or has expired. Upload it again.'],
    });
    const pdf = await insertMediaRow(ctx, 'application/pdf');
    const notImage = await api.put('/meta/home', seoInput({ og_image_id: pdf }));
    expect(notImage.json().errors).toEqual({ og_image_id: ['The file must be an image.'] });
    // Nothing of a refused update is kept.
    expect((await api.get('/meta/home')).json().data.title).toEqual(T(''));
  });

  it('answers 404 for a page outside the registry', async () => {
    for (const response of [
      await api.get('/meta/blog'),
      await api.put('/meta/blog', seoInput()),
      await publicGet(ctx, '/meta/blog'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: serverMessages.notFound });
    }
  });

  it('requires a token on every admin route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/meta'],
      ['GET', '/api/admin/meta/home'],
      ['PUT', '/api/admin/meta/home'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: seoInput() });
      expect(response.statusCode).toBe(401);
    }
  });

  it('serves one language publicly, falling back to English and to the page title', async () => {
    const image = await insertMediaRow(ctx);
    await api.put(
      '/meta/contact',
      seoInput({
        title: T('Contact us', 'اتصل بنا'),
        description: T('Call or visit.', ''),
        og_description: T('Talk to an advisor', ''),
        og_image_id: image,
        robots_follow: false,
      }),
    );
    const ar = await publicGet(ctx, '/meta/contact?locale=ar');
    expect(ar.statusCode).toBe(200);
    expect(ar.json().data).toEqual({
      page: 'contact',
      locale: 'ar',
      title: 'اتصل بنا',
      description: 'Call or visit.',
      keywords: 'دبي، فلل',
      og_title: 'اتصل بنا',
      og_description: 'Talk to an advisor',
      og_image_url: expect.stringMatching(/^\/media\/.+\.webp$/),
      canonical_url: null,
      robots_index: true,
      robots_follow: false,
      robots: 'index, nofollow',
    });
    const en = (await publicGet(ctx, '/meta/contact')).json().data;
    expect(en).toMatchObject({ locale: 'en', title: 'Contact us', og_title: 'Contact us' });
    expect((await publicGet(ctx, '/meta/contact?locale=fr')).statusCode).toBe(422);
  });
});

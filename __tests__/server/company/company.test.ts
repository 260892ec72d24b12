import { accountMessages, type CompanyInput } from '../../../src/shared/account/schemas';
import {
  adminClient,
  insertMediaRow,
  publicGet,
  type AdminClient,
} from '../support/contentFixtures';
import { bearer, createTestUser, describeEachDb, loginAs } from '../support/testApp';

const input = (overrides: Partial<CompanyInput> = {}): CompanyInput => ({
  name: 'Palm Crest Properties',
  logo_id: null,
  email: 'hello@palmcrest.example',
  phone: '+971 4 123 4567',
  whatsapp: '+971501234567',
  address: {
    en: 'Office 1204, Marina Plaza, Dubai Marina',
    ar: 'مكتب 1204، مارينا بلازا، دبي مارينا',
  },
  default_currency: 'AED',
  require_arabic_to_publish: false,
  social: {
    instagram: 'https://instagram.com/palmcrest',
    linkedin: null,
    x: null,
    youtube: null,
    facebook: null,
    tiktok: 'https://tiktok.com/@palmcrest',
  },
  ...overrides,
});

describeEachDb('company settings', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/company' })).statusCode).toBe(
      401,
    );
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/company',
      payload: input(),
    });
    expect(put.statusCode).toBe(401);
  });

  it('answers 404 before the company exists, publicly too', async () => {
    expect((await api.get('/company')).statusCode).toBe(404);
    expect((await publicGet(ctx, '/company')).statusCode).toBe(404);
  });

  it('saves the company with its logo; the user of /me and the public API reflect it', async () => {
    const logo = await insertMediaRow(ctx);
    const saved = await api.put('/company', input({ logo_id: logo }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(accountMessages.settingsUpdated);
    expect(saved.json().data).toMatchObject({
      name: 'Palm Crest Properties',
      default_currency: 'AED',
      address: { ar: 'مكتب 1204، مارينا بلازا، دبي مارينا' },
      social: { instagram: 'https://instagram.com/palmcrest', linkedin: null },
      logo: { id: logo, collection_name: 'logo' },
    });
    expect((await api.get('/company')).json().data.logo.id).toBe(logo);

    const user = await createTestUser(ctx);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(await loginAs(ctx, user.email)),
    });
    expect(me.json().data.company).toMatchObject({
      name: 'Palm Crest Properties',
      media: [{ id: logo }],
    });

    const en = (await publicGet(ctx, '/company')).json().data;
    expect(en).toMatchObject({
      name: 'Palm Crest Properties',
      address: 'Office 1204, Marina Plaza, Dubai Marina',
      whatsapp: '+971501234567',
      social: {
        instagram: 'https://instagram.com/palmcrest',
        tiktok: 'https://tiktok.com/@palmcrest',
      },
    });
    expect(Object.keys(en.social)).toEqual(['instagram', 'tiktok']);
    expect(en.logo.original_url).toMatch(/^\/media\//);
    const ar = (await publicGet(ctx, '/company?locale=ar')).json().data;
    expect(ar.address).toBe('مكتب 1204، مارينا بلازا، دبي مارينا');
    expect((await publicGet(ctx, '/company?locale=fr')).statusCode).toBe(422);

    const noLogo = await api.put('/company', input({ logo_id: null, name: 'Palm Crest' }));
    expect(noLogo.json().data).toMatchObject({ name: 'Palm Crest', logo: null });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name'],
    ['a lower-case currency', { default_currency: 'aed' }, 'default_currency'],
    ['a four-letter currency', { default_currency: 'AEDX' }, 'default_currency'],
    ['an invalid email', { email: 'nope' }, 'email'],
    ['an invalid phone', { phone: 'call me' }, 'phone'],
    [
      'a social link that is not a URL',
      { social: { ...input().social, x: 'javascript:alert(1)' } },
      'social.x',
    ],
    [
      'an unknown social network',
      { social: { ...input().social, myspace: 'https://myspace.com/a' } as never },
      'social.myspace',
    ],
    ['an unknown logo', { logo_id: 987654 }, 'logo_id'],
    ['a too long address', { address: { en: 'x'.repeat(300), ar: '' } }, 'address.en'],
  ])('answers 422 for %s', async (_label, overrides, field) => {
    const response = await api.put('/company', input(overrides as Partial<CompanyInput>));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

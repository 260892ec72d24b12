/**
 * The admin API as scripts call it (docs/api.md#writing-records): POST with only what is required, a derived
 * unique slug, PUT that resets omitted fields, PATCH that changes only what is sent, for every writable
 * resource; and the OpenAPI document that describes them.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Role } from '../../../src/shared/common/constants';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  adminClient,
  clearContent,
  insertMediaRow,
  type AdminClient,
} from '../support/contentFixtures';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginAs,
  type TestContext,
} from '../support/testApp';

type Json = Record<string, unknown>;

const company = {
  name: 'Palm Crest Properties',
  logo_id: null,
  email: 'hello@palmcrest.example',
  phone: '+971 4 123 4567',
  whatsapp: null,
  address: { en: 'Dubai Marina', ar: 'دبي مارينا' },
  default_currency: 'AED',
  social: {
    instagram: 'https://instagram.com/palmcrest',
    linkedin: null,
    x: null,
    youtube: null,
    facebook: null,
    tiktok: null,
  },
};

async function lastAudit(ctx: TestContext, entity: string): Promise<Json> {
  const row = await ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const { changes } = row as { changes: unknown };
  return { ...row, changes: typeof changes === 'string' ? JSON.parse(changes) : changes };
}

describeEachDb('the admin API, pleasant to call', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  beforeEach(() => clearContent(ctx));

  const createDeveloper = (body: Json) => api.create<Json & { id: number }>('/developers', body);

  it('creates a developer from its name alone: defaults, a slug, and it shows in the list', async () => {
    const response = await api.post('/developers', { name: { en: 'Sobha Realty', ar: '' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      slug: 'sobha-realty',
      name: { en: 'Sobha Realty', ar: '' },
      description: { en: '', ar: '' },
      website_url: null,
      email: null,
      phone: null,
      established_year: null,
      headquarters: { en: '', ar: '' },
      is_featured: false,
      is_published: false,
      logo: null,
      cover: null,
    });
    const list = await api.get('/developers?search=sobha');
    expect(list.json().data.map((row: Json) => row.slug)).toEqual(['sobha-realty']);
  });

  it('derives distinct slugs on a clash, for an Arabic-only name, and keeps a slug that is sent', async () => {
    const first = await createDeveloper({ name: { en: 'Nakheel', ar: '' } });
    const second = await createDeveloper({ name: { en: 'Nakheel!', ar: '' } });
    expect([first.slug, second.slug]).toEqual(['nakheel', 'nakheel-2']);
    const arabic = await createDeveloper({ name: { en: 'داماك', ar: 'داماك' } });
    expect(arabic.slug).toBe('developer');
    expect((await createDeveloper({ name: { en: 'دبي', ar: '' } })).slug).toBe('developer-2');
    expect((await createDeveloper({ name: { en: 'Own', ar: '' }, slug: 'chosen' })).slug).toBe(
      'chosen',
    );
    const clash = await api.post('/developers', { name: { en: 'Own', ar: '' }, slug: 'chosen' });
    expect(clash.statusCode).toBe(409);
  });

  it('gives concurrent POSTs of the same name distinct slugs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => api.post('/developers', { name: { en: 'Azizi', ar: '' } })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const slugs = responses.map((response) => response.json().data.slug as string);
    expect([...slugs].sort()).toEqual(['azizi', 'azizi-2', 'azizi-3', 'azizi-4']);
  });

  it('answers 422 in the contract shape when a required field is missing', async () => {
    const response = await api.post('/developers', { website_url: 'https://x.example' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { name: [expect.any(String)] } });
  });

  it('PUT replaces: omitted optional fields reset, an omitted slug stays', async () => {
    const made = await createDeveloper({
      name: { en: 'Meraas', ar: 'مراس' },
      website_url: 'https://meraas.example',
      is_featured: true,
      established_year: 2007,
    });
    const response = await api.put(`/developers/${made.id}`, {
      name: { en: 'Meraas Holding', ar: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      slug: 'meraas',
      name: { en: 'Meraas Holding', ar: '' },
      website_url: null,
      is_featured: false,
      established_year: null,
    });
  });

  it('PATCH changes only the fields sent, merges a text per language, and is audited', async () => {
    const made = await createDeveloper({
      name: { en: 'Ellington', ar: '' },
      website_url: 'https://ellington.example',
      established_year: 2014,
      is_published: true,
    });
    const response = await api.patch(`/developers/${made.id}`, {
      name: { ar: 'إلينغتون' },
      is_featured: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      slug: 'ellington',
      name: { en: 'Ellington', ar: 'إلينغتون' },
      website_url: 'https://ellington.example',
      established_year: 2014,
      is_published: true,
      is_featured: true,
    });
    const audit = await lastAudit(ctx, 'developer');
    expect(audit).toMatchObject({ action: 'update', entity_id: String(made.id) });
    expect(Object.keys(audit.changes as Json).sort()).toEqual(['is_featured', 'name']);
  });

  it('PATCH: 422 on a bad field (nothing changes), 404 for an unknown record, 422 for an empty body', async () => {
    const made = await createDeveloper({ name: { en: 'Select Group', ar: '' } });
    const bad = await api.patch(`/developers/${made.id}`, {
      website_url: 'not a url',
      is_featured: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { website_url: [expect.any(String)] } });
    const blank = await api.patch(`/developers/${made.id}`, { name: { en: '  ' } });
    expect(blank.statusCode).toBe(422);
    expect((await api.get(`/developers/${made.id}`)).json().data).toMatchObject({
      is_featured: false,
      name: { en: 'Select Group' },
    });
    const missing = await api.patch('/developers/999999', { is_featured: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: serverMessages.notFound });
    expect((await api.patch(`/developers/${made.id}`, {})).statusCode).toBe(422);
    expect((await api.patch(`/developers/${made.id}`, { color: 'red' })).statusCode).toBe(422);
  });

  it('projects: POST with the required fields, slug derived; PATCH keeps the rest; rules across fields hold', async () => {
    const developer = await createDeveloper({ name: { en: 'Danube', ar: '' } });
    const project = await api.create<Json & { id: number }>('/projects', {
      name: { en: 'Bayz 101', ar: '' },
      developer_id: developer.id,
      city: { en: 'Dubai', ar: '' },
      construction_status: 'off_plan',
      property_types: ['apartment'],
      area_unit: 'sqft',
      currency: 'AED',
    });
    expect(project).toMatchObject({
      slug: 'bayz-101',
      payment_plan: [],
      amenities: [],
      gallery: [],
      price_from: null,
      is_published: false,
    });
    const patched = await api.patch(`/projects/${project.id}`, { price_from: 900000 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      price_from: 900000,
      slug: 'bayz-101',
      property_types: ['apartment'],
      city: { en: 'Dubai', ar: '' },
    });
    // The record's own rules see the merged record: a maximum under the stored minimum.
    const refused = await api.patch(`/projects/${project.id}`, { price_to: 100 });
    expect(refused.statusCode).toBe(422);
  });

  it('team members: POST with name and position; PATCH one field', async () => {
    const member = await api.create<Json & { id: number }>('/team-members', {
      name: { en: 'Omar Khalid', ar: '' },
      position: { en: 'Broker', ar: '' },
    });
    expect(member).toMatchObject({ languages: [], email: null, is_published: false });
    const patched = await api.patch(`/team-members/${member.id}`, { email: 'omar@example.com' });
    expect(patched.json().data).toMatchObject({
      email: 'omar@example.com',
      name: { en: 'Omar Khalid' },
      position: { en: 'Broker' },
    });
    expect((await api.patch(`/team-members/${member.id}`, { email: 'nope' })).statusCode).toBe(422);
  });

  it('home assets: POST with section, type and file; PATCH keeps the file', async () => {
    const media = await insertMediaRow(ctx);
    const asset = await api.create<Json & { id: number }>('/home-assets', {
      section: 'hero',
      type: 'image',
      media_id: media,
    });
    expect(asset).toMatchObject({
      is_active: false,
      title: { en: '', ar: '' },
      media: { id: media },
    });
    const patched = await api.patch(`/home-assets/${asset.id}`, { title: { en: 'Sea homes' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      title: { en: 'Sea homes', ar: '' },
      media: { id: media },
      section: 'hero',
    });
    expect((await api.patch(`/home-assets/${asset.id}`, { section: 'footer' })).statusCode).toBe(
      422,
    );
    await api.del(`/home-assets/${asset.id}`);
  });

  it('SEO pages: PUT resets omitted fields (robots allowed), PATCH merges one language', async () => {
    const put = await api.put('/meta/about', { title: { en: 'About us', ar: 'من نحن' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      title: { en: 'About us', ar: 'من نحن' },
      description: { en: '', ar: '' },
      canonical_url: null,
      robots_index: true,
      robots_follow: true,
    });
    const patched = await api.patch('/meta/about', {
      title: { ar: 'عن الشركة' },
      robots_follow: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      title: { en: 'About us', ar: 'عن الشركة' },
      robots_index: true,
      robots_follow: false,
    });
    expect((await api.patch('/meta/nowhere', { robots_follow: false })).statusCode).toBe(404);
    expect((await api.patch('/meta/about', { canonical_url: 'ftp://x' })).statusCode).toBe(422);
  });

  it('company: PATCH is 404 before the first save, then changes only the fields sent', async () => {
    await ctx.db.deleteFrom('company').execute();
    expect((await api.patch('/company', { phone: '+971 4 000 0000' })).statusCode).toBe(404);
    expect((await api.put('/company', company)).statusCode).toBe(200);
    const patched = await api.patch('/company', {
      phone: '+971 4 000 0000',
      address: { ar: 'مرسى دبي' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      name: 'Palm Crest Properties',
      phone: '+971 4 000 0000',
      email: 'hello@palmcrest.example',
      address: { en: 'Dubai Marina', ar: 'مرسى دبي' },
      social: { instagram: 'https://instagram.com/palmcrest' },
    });
    expect((await api.patch('/company', { default_currency: 'dollars' })).statusCode).toBe(422);
    const audit = await lastAudit(ctx, 'company');
    expect(Object.keys(audit.changes as Json).sort()).toEqual(['address', 'phone']);
  });

  describe('who may PATCH', () => {
    const cases: [Role, boolean, boolean][] = [
      ['super-admin', true, true],
      ['sales-manager', false, false],
      ['sales-agent', false, false],
      ['editor', true, false],
    ];
    it.each(cases)('%s: content %s, company %s', async (role, content, companyAllowed) => {
      const developer = await createDeveloper({ name: { en: `Role ${role}`, ar: '' } });
      const user = await createTestUser(ctx, { role });
      const headers = bearer(await loginAs(ctx, user.email));
      const patch = (url: string, payload: Json) =>
        ctx.app.inject({ method: 'PATCH', url: `${ADMIN_PREFIX}${url}`, headers, payload });
      const expected = (allowed: boolean) => (allowed ? 200 : 403);
      expect((await patch(`/developers/${developer.id}`, { is_featured: true })).statusCode).toBe(
        expected(content),
      );
      // A page is saved only with its English title (docs/product.md#seo-page).
      const seoPatch = { robots_index: true, title: { en: 'Home' } };
      expect((await patch('/meta/home', seoPatch)).statusCode).toBe(expected(content));
      await api.put('/company', company);
      expect((await patch('/company', { phone: '+971 4 111 1111' })).statusCode).toBe(
        expected(companyAllowed),
      );
    });
  });

  it('serves an OpenAPI document with every write route and its examples', async () => {
    const response = await api.get('/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Json } }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['developers', 'projects', 'team-members', 'home-assets']) {
      const one = doc.paths[`${ADMIN_PREFIX}/${path}/{id}`]!;
      expect(Object.keys(one)).toEqual(expect.arrayContaining(['get', 'put', 'patch', 'delete']));
      const post = doc.paths[`${ADMIN_PREFIX}/${path}`]!.post!;
      const media = post.requestBody!.content['application/json'] as Json;
      expect(JSON.stringify(media)).toContain('"example');
    }
    // What OpenAPI 3.0 words differently from the JSON Schema the routes are written in.
    const offending: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      if (Array.isArray(schema.type) || schema.type === 'null') offending.push(`${at}: type`);
      for (const key of ['exclusiveMinimum', 'exclusiveMaximum'])
        if (key in schema && typeof schema[key] !== 'boolean') offending.push(`${at}: ${key}`);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(doc.paths, '');
    expect(offending).toEqual([]);
    // A standard validator: OpenAPI 3.0.3's own schema, and references that resolve.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(Object.keys(doc.paths[`${ADMIN_PREFIX}/company`]!)).toContain('patch');
    expect(Object.keys(doc.paths[`${ADMIN_PREFIX}/meta/{page}`]!)).toContain('patch');
  });
});

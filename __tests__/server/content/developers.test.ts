import { contentMessages } from '../../../src/shared/content/schemas';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  adminClient,
  clearContent,
  developerInput,
  insertMediaRow,
  projectInput,
  type AdminClient,
} from '../support/contentFixtures';
import { describeEachDb } from '../support/testApp';

describeEachDb('admin developers', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  beforeEach(() => clearContent(ctx));

  it('creates, reads, updates and deletes a developer', async () => {
    const logo = await insertMediaRow(ctx);
    const created = await api.post(
      '/developers',
      developerInput({
        slug: 'emaar',
        name: { en: 'Emaar', ar: 'إعمار' },
        headquarters: { en: 'Dubai', ar: 'دبي' },
        website_url: 'https://emaar.example',
        established_year: 1997,
        logo_id: logo,
      }),
    );
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.message).toBe('Data has been added successfully');
    expect(body.data).toMatchObject({
      slug: 'emaar',
      name: { en: 'Emaar', ar: 'إعمار' },
      established_year: 1997,
      is_published: true,
      projects_count: 0,
      logo: { id: logo },
      cover: null,
    });
    expect(body.data.logo.original_url).toMatch(/^\/media\//);
    const id = body.data.id as number;

    const read = await api.get(`/developers/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.name.ar).toBe('إعمار');

    const updated = await api.put(
      `/developers/${id}`,
      developerInput({ slug: 'emaar-properties', name: { en: 'Emaar Properties', ar: '' } }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Data has been updated successfully',
      data: { slug: 'emaar-properties', logo: null },
    });

    const deleted = await api.del(`/developers/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Data has been deleted successfully' });
    expect((await api.get(`/developers/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a developer that does not exist', async () => {
    for (const response of [
      await api.get('/developers/999999'),
      await api.put('/developers/999999', developerInput()),
      await api.del('/developers/999999'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: serverMessages.notFound });
    }
  });

  it('gives new developers the next sort_order', async () => {
    const a = await api.create<{ sort_order: number }>('/developers', developerInput());
    const b = await api.create<{ sort_order: number }>('/developers', developerInput());
    expect(b.sort_order).toBe(a.sort_order + 1);
  });

  it('refuses a taken slug with 409', async () => {
    await api.create('/developers', developerInput({ slug: 'damac' }));
    const response = await api.post('/developers', developerInput({ slug: 'damac' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: contentMessages.slugTaken,
      errors: { slug: [contentMessages.slugTaken] },
    });
  });

  it('keeps its own slug on update without a conflict', async () => {
    const dev = await api.create<{ id: number }>(
      '/developers',
      developerInput({ slug: 'nakheel' }),
    );
    const response = await api.put(`/developers/${dev.id}`, developerInput({ slug: 'nakheel' }));
    expect(response.statusCode).toBe(200);
  });

  it('requires the English name', async () => {
    const response = await api.post(
      '/developers',
      developerInput({ slug: 'blank', name: { en: '  ', ar: 'اسم' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['name.en']);
  });

  it('refuses a malformed slug', async () => {
    const response = await api.post('/developers', developerInput({ slug: 'Not A Slug' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('slug');
  });

  it('refuses an established year in the future or before 1800', async () => {
    const future = await api.post(
      '/developers',
      developerInput({ established_year: new Date().getUTCFullYear() + 1 }),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toHaveProperty('established_year');
    const ancient = await api.post('/developers', developerInput({ established_year: 1799 }));
    expect(ancient.statusCode).toBe(422);
    expect(ancient.json().errors).toHaveProperty('established_year');
  });

  it('refuses a malformed website, email and phone', async () => {
    const response = await api.post(
      '/developers',
      developerInput({
        website_url: 'javascript:alert(1)',
        email: 'not-an-email',
        phone: 'call me',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'phone', 'website_url']);
  });

  it('refuses unknown fields', async () => {
    const response = await api.post('/developers', { ...developerInput(), is_admin: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('is_admin');
  });

  it('refuses an unknown logo and a PDF as a cover', async () => {
    const pdf = await insertMediaRow(ctx, 'application/pdf');
    const response = await api.post(
      '/developers',
      developerInput({ logo_id: 987654, cover_id: pdf }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      logo_id: [contentMessages.unknownMedia],
      cover_id: [contentMessages.mediaMustBeImage],
    });
  });

  it('refuses media that belongs to another developer', async () => {
    const logo = await insertMediaRow(ctx);
    await api.create('/developers', developerInput({ logo_id: logo }));
    const response = await api.post('/developers', developerInput({ logo_id: logo }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ logo_id: [contentMessages.unknownMedia] });
  });

  it('refuses to delete a developer that still has projects, and deletes nothing', async () => {
    const dev = await api.create<{ id: number }>('/developers', developerInput());
    await api.create('/projects', projectInput(dev.id));
    const response = await api.del(`/developers/${dev.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: contentMessages.developerHasProjects });
    expect((await api.get(`/developers/${dev.id}`)).json().data.projects_count).toBe(1);
  });

  it('keeps the media of a deleted developer in the Trash, and deletes it with the developer for good', async () => {
    const logo = await insertMediaRow(ctx);
    const dev = await api.create<{ id: number }>('/developers', developerInput({ logo_id: logo }));
    expect((await api.del(`/developers/${dev.id}`)).statusCode).toBe(200);
    const media = () =>
      ctx.db.selectFrom('media').select('id').where('id', '=', logo).executeTakeFirst();
    expect(await media()).toEqual({ id: logo });
    expect((await api.del(`/trash/developer/${dev.id}`)).statusCode).toBe(200);
    expect(await media()).toBeUndefined();
  });

  it('lists with paging meta, the default sort, search and the published filter', async () => {
    await api.create(
      '/developers',
      developerInput({ slug: 'sobha', name: { en: 'Sobha Realty', ar: 'شوبا' } }),
    );
    await api.create(
      '/developers',
      developerInput({ slug: 'aldar', name: { en: 'Aldar', ar: 'الدار' }, is_published: false }),
    );
    await api.create(
      '/developers',
      developerInput({ slug: 'meraas-holding', name: { en: 'Meraas', ar: 'مراس' } }),
    );

    const all = (await api.get('/developers?per_page=2')).json();
    expect(all.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(all.data.map((d: { slug: string }) => d.slug)).toEqual(['sobha', 'aldar']);

    const slugs = async (query: string) =>
      (await api.get(`/developers?${query}`)).json().data.map((d: { slug: string }) => d.slug);
    expect(await slugs('search=SOBHA')).toEqual(['sobha']);
    expect(await slugs(`search=${encodeURIComponent('الدار')}`)).toEqual(['aldar']);
    expect(await slugs('search=holding')).toEqual(['meraas-holding']);
    expect(await slugs('filter[is_published]=false')).toEqual(['aldar']);
    expect(await slugs('sort=-name')).toEqual(['sobha', 'meraas-holding', 'aldar']);
  });

  it('sorts by projects_count', async () => {
    const few = await api.create<{ id: number }>('/developers', developerInput({ slug: 'few' }));
    const many = await api.create<{ id: number }>('/developers', developerInput({ slug: 'many' }));
    await api.create('/projects', projectInput(many.id));
    await api.create('/projects', projectInput(many.id));
    await api.create('/projects', projectInput(few.id));
    const data = (await api.get('/developers?sort=-projects_count')).json().data;
    expect(
      data.map((d: { slug: string; projects_count: number }) => [d.slug, d.projects_count]),
    ).toEqual([
      ['many', 2],
      ['few', 1],
    ]);
  });

  it('treats % and _ in a search literally', async () => {
    await api.create(
      '/developers',
      developerInput({ slug: 'plain', name: { en: 'Plain', ar: '' } }),
    );
    await api.create(
      '/developers',
      developerInput({ slug: 'percent', name: { en: '100% Homes', ar: '' } }),
    );
    const search = async (term: string) =>
      (await api.get(`/developers?search=${encodeURIComponent(term)}`))
        .json()
        .data.map((d: { slug: string }) => d.slug);
    expect(await search('%')).toEqual(['percent']);
    expect(await search('_')).toEqual([]);
  });

  it('refuses a sort field outside the contract and per_page above 100', async () => {
    expect((await api.get('/developers?sort=password')).statusCode).toBe(422);
    expect((await api.get('/developers?per_page=101')).statusCode).toBe(422);
    expect((await api.get('/developers/99999999999')).statusCode).toBe(422);
  });
});

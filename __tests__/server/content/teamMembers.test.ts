import { contentMessages } from '../../../src/shared/content/schemas';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  adminClient,
  clearContent,
  insertMediaRow,
  teamMemberInput,
  type AdminClient,
} from '../support/contentFixtures';
import { describeEachDb } from '../support/testApp';

describeEachDb('admin team members', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  beforeEach(() => clearContent(ctx));

  it('creates, reads, updates and deletes a team member with a photo', async () => {
    const photo = await insertMediaRow(ctx);
    const created = await api.post(
      '/team-members',
      teamMemberInput({
        name: { en: 'Sara Ali', ar: 'سارة علي' },
        email: 'sara@example.com',
        phone: '+971 50 123 4567',
        broker_number: 'BRN-12345',
        photo_id: photo,
      }),
    );
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data).toMatchObject({
      name: { en: 'Sara Ali', ar: 'سارة علي' },
      languages: ['en', 'ar'],
      photo: { id: photo },
    });

    expect((await api.get(`/team-members/${data.id}`)).json().data.broker_number).toBe('BRN-12345');
    const updated = await api.put(
      `/team-members/${data.id}`,
      teamMemberInput({ name: { en: 'Sara A.', ar: '' } }),
    );
    expect(updated.json()).toMatchObject({
      message: 'Data has been updated successfully',
      data: { name: { en: 'Sara A.' }, photo: null },
    });
    expect((await api.del(`/team-members/${data.id}`)).json()).toEqual({
      message: 'Data has been deleted successfully',
    });
    expect((await api.get(`/team-members/${data.id}`)).json()).toEqual({
      message: serverMessages.notFound,
    });
  });

  it('answers 404 for a member that does not exist', async () => {
    expect((await api.put('/team-members/424242', teamMemberInput())).statusCode).toBe(404);
    expect((await api.del('/team-members/424242')).statusCode).toBe(404);
  });

  it('requires the English name and position', async () => {
    const response = await api.post(
      '/team-members',
      teamMemberInput({ name: { en: '', ar: '' }, position: { en: '', ar: '' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['name.en', 'position.en']);
  });

  it('refuses malformed contacts, languages and broker number', async () => {
    const response = await api.post(
      '/team-members',
      teamMemberInput({
        email: 'nope',
        whatsapp: 'abc',
        linkedin_url: 'linkedin.com/in/x',
        languages: ['english'],
        broker_number: 'BRN 1; drop',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'broker_number',
      'email',
      'languages.0',
      'linkedin_url',
      'whatsapp',
    ]);
  });

  it('refuses a PDF as the photo', async () => {
    const pdf = await insertMediaRow(ctx, 'application/pdf');
    const response = await api.post('/team-members', teamMemberInput({ photo_id: pdf }));
    expect(response.json().errors).toEqual({ photo_id: [contentMessages.mediaMustBeImage] });
  });

  it('lists in sort_order, searches both languages, filters by published', async () => {
    await api.create(
      '/team-members',
      teamMemberInput({ name: { en: 'Omar Khalid', ar: 'عمر خالد' } }),
    );
    await api.create(
      '/team-members',
      teamMemberInput({ name: { en: 'Lina Haddad', ar: 'لينا حداد' }, is_published: false }),
    );
    const names = async (query: string) =>
      (await api.get(`/team-members?${query}`))
        .json()
        .data.map((m: { name: { en: string } }) => m.name.en);
    expect(await names('')).toEqual(['Omar Khalid', 'Lina Haddad']);
    expect(await names('search=lina')).toEqual(['Lina Haddad']);
    expect(await names(`search=${encodeURIComponent('عمر')}`)).toEqual(['Omar Khalid']);
    expect(await names('filter[is_published]=true')).toEqual(['Omar Khalid']);
    expect(await names('sort=name')).toEqual(['Lina Haddad', 'Omar Khalid']);
    expect((await api.get('/team-members?sort=-created_at')).statusCode).toBe(200);
  });
});

/**
 * A NUL character anywhere in a request — path, query or body — is refused before it reaches the database
 * (PostgreSQL cannot store one and answered 500): 404 for a path, 422 for a query or body field.
 */
import { serverMessages } from '../../../src/shared/common/errors';
import { adminClient, developerInput } from '../support/contentFixtures';
import { intakeBody } from '../support/leadFixtures';
import { describeEachDb } from '../support/testApp';

const NUL = '\u0000';

describeEachDb('NUL characters', (ctx) => {
  const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/public${url}` });
  const post = (url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object });

  function expectField(response: { statusCode: number; json: () => unknown }, field: string) {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: serverMessages.validationFailed,
      errors: { [field]: [expect.stringContaining(serverMessages.nulCharacter)] },
    });
  }

  it('answers 404 for a NUL in a path', async () => {
    for (const url of ['/developers/%00', '/projects/a%00b', '/meta/home%00']) {
      const response = await publicGet(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: serverMessages.notFound });
    }
  });

  it('answers 422 for a NUL in a public query or form', async () => {
    expectField(await publicGet('/projects?city=%00'), 'city');
    expectField(await publicGet('/developers?locale=a%00'), 'locale');
    expectField(
      await post('/api/public/forms/contact', intakeBody('contact', { name: `a${NUL}b` })),
      'name',
    );
    expectField(
      await post('/api/public/forms/contact', intakeBody('contact', { message: `x${NUL}` })),
      'message',
    );
  });

  it('answers 422 for a number that is not finite, from a query or a JSON body', async () => {
    const page = await publicGet('/developers?page=1e309');
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toEqual({ page: [`Page ${serverMessages.notFinite}`] });
    const admin = await adminClient(ctx);
    const body = JSON.stringify({ ...developerInput(), established_year: 1 }).replace(
      '"established_year":1',
      '"established_year":1e999',
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/forms/consulting',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(intakeBody('consulting')).replace('2000000', '1e999'),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['budget']);
    const developer = await admin.postText('/developers', body);
    expect(developer.statusCode).toBe(422);
    expect(Object.keys(developer.json().errors)).toEqual(['established_year']);
  });

  it('answers 422 for a NUL in a login, forgot or reset body', async () => {
    expectField(
      await post('/api/admin/login', { email: `a${NUL}@example.com`, password: 'x' }),
      'email',
    );
    expectField(
      await post('/api/admin/password/forgot', { email: `${NUL}a@example.com` }),
      'email',
    );
    expectField(
      await post('/api/admin/password/reset', {
        token: `a${NUL}`,
        password: 'long enough password',
        password_confirmation: 'long enough password',
      }),
      'token',
    );
  });

  it('answers 422 for a NUL in an admin search, filter or record, and keeps what was saved', async () => {
    const admin = await adminClient(ctx);
    expectField(await admin.get('/developers?search=%00'), 'search');
    expectField(await admin.get('/forms/contact?search=a%00'), 'search');
    expectField(await admin.get('/forms/contact?filter[city]=%00'), 'filter[city]');
    const saved = await admin.post('/developers', developerInput());
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json().data;
    const input = developerInput({ name: { en: `Bad${NUL}name`, ar: '' } });
    expectField(await admin.post('/developers', input), 'name.en');
    expectField(await admin.put(`/developers/${id}`, input), 'name.en');
    expect((await admin.get(`/developers/${id}`)).json().data.name.en).toBe(
      saved.json().data.name.en,
    );
    // A NUL in a key is refused too, not only in a value.
    expectField(await admin.post('/developers', { ...developerInput(), [`x${NUL}`]: 1 }), 'body');
    expect((await admin.get(`/developers/a%00`)).statusCode).toBe(404);
  });
});

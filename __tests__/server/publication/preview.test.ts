/**
 * Preview links (docs/api.md#preview-links, docs/security.md#preview-links): the public route of one record
 * answers its draft, or the unpublished record, in the public shape with `Cache-Control: no-store`, for a
 * token signed by the server for that record; an expired, forged or other record's token is the 404 of an
 * unknown record, and the public API never shows a draft or an unpublished record otherwise.
 */
import { createHmac } from 'node:crypto';
import { previewSecret } from '../../../src/server/publication/publicationRepository';
import { serverMessages } from '../../../src/shared/common/errors';
import { PREVIEW_TTL_HOURS } from '../../../src/shared/publication/rules';
import { KINDS, apiOf, auditOf, kindOf, type Api, type Kind } from '../support/publicationFixtures';
import { createTestUser, describeEachDb, loginAs } from '../support/testApp';

type Json = Record<string, unknown>;
const HOUR = 3_600_000;

describeEachDb('preview links', (ctx) => {
  let api: Api;
  let n = 0;
  const label = (what: string) => `Preview ${what} ${(n += 1)}`;
  beforeAll(async () => {
    const { email } = await createTestUser(ctx, { role: 'editor', name: 'Pia Previewer' });
    api = apiOf(ctx, await loginAs(ctx, email));
  });
  afterEach(() => jest.restoreAllMocks());

  const link = async (url: string) => {
    const response = await api.call('POST', `${url}/preview`, {});
    expect(response.statusCode).toBe(200);
    return response.json().data as { token: string; expires_at: string; url: string };
  };
  /** The label a preview answer shows: one record's, or the list's only entry's. */
  const shown = (body: { data: Json | Json[] }, field: string) => {
    const data = Array.isArray(body.data) ? body.data : [body.data];
    expect(data).toHaveLength(1);
    return data[0]![field];
  };
  const fieldOf = (kind: Kind) =>
    kind.kind === 'meta' || kind.kind === 'home-assets' ? 'title' : 'name';

  describe.each(KINDS)('$kind', (kind) => {
    it('shows the draft in the public shape, never cached; the public API alone does not', async () => {
      const live = label('live');
      const made = await kind.make(api, live);
      const draft = label('draft');
      await api.call('PUT', `${made.url}/draft`, made.body(draft, 'مسودة'));
      expect(await made.publicLabel()).toBe(live);

      const { token, expires_at, url } = await link(made.url);
      expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan((PREVIEW_TTL_HOURS - 1) * HOUR);
      expect(url).toBe(`/api/public${made.previewUrl(encodeURIComponent(token))}`);
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(shown(answer.json(), fieldOf(kind))).toBe(draft);
      const arabic = await ctx.app.inject({ method: 'GET', url: `${url}&locale=ar` });
      expect(shown(arabic.json(), fieldOf(kind))).toBe('مسودة');
      expect((await auditOf(ctx, kind.entity, made.id)).at(-1)).toMatchObject({
        action: 'preview_link',
        user_name: 'Pia Previewer',
      });
    });
  });

  describe.each(KINDS.filter((kind) => kind.flag !== null))('$kind, unpublished', (kind) => {
    it('shows an unpublished record only through its link', async () => {
      const name = label('hidden');
      const made = await kind.make(api, name, false);
      expect(await made.publicLabel()).toBeNull();
      const { url } = await link(made.url);
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(shown(answer.json(), fieldOf(kind))).toBe(name);
    });
  });

  it('answers an expired, forged or another record’s token as an unknown record', async () => {
    const kind = kindOf('developers');
    const made = await kind.make(api, label('dev'));
    const other = await kind.make(api, label('other dev'));
    const project = await kindOf('projects').make(api, label('project'));
    const { token } = await link(made.url);
    const notFound = async (url: string) => {
      const response = await api.publicGet(url);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        404,
        { message: serverMessages.notFound },
      ]);
      expect(response.headers['cache-control']).toBe('no-store');
    };
    expect((await api.publicGet(made.previewUrl(token))).statusCode).toBe(200);

    // Another record's route, another kind's route, a list.
    await notFound(other.previewUrl(token));
    await notFound(project.previewUrl(token));
    await notFound(`/team-members?preview=${token}`);
    await notFound(`/home-assets?preview=${token}`);
    await notFound(`/meta/about?preview=${token}`);

    // Forged: another payload under the same signature, a signature of another key, junk.
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Json;
    const otherId = Buffer.from(JSON.stringify({ ...claims, i: other.id })).toString('base64url');
    await notFound(other.previewUrl(`${otherId}.${signature}`));
    const wrongKey = createHmac('sha256', 'not the key').update(payload).digest('base64url');
    await notFound(made.previewUrl(`${payload}.${wrongKey}`));
    await notFound(made.previewUrl('junk'));
    await notFound(made.previewUrl(`${payload}.${signature}.x`));

    // Signed with the server's key for this record, but expired.
    const secret = await previewSecret(ctx.db);
    const expired = Buffer.from(
      JSON.stringify({ ...claims, e: Math.floor(Date.now() / 1000) - 1 }),
    ).toString('base64url');
    const expiredSignature = createHmac('sha256', secret).update(expired).digest('base64url');
    await notFound(made.previewUrl(`${expired}.${expiredSignature}`));
    // A day after it was made, as the app's clock sees it.
    jest
      .spyOn(ctx.app.clock, 'now')
      .mockReturnValue(new Date(Date.now() + PREVIEW_TTL_HOURS * HOUR + 1000));
    await notFound(made.previewUrl(token));
  });

  it('answers 404 for a record in the Trash, whose link worked before', async () => {
    const kind = kindOf('team-members');
    const made = await kind.make(api, label('member'));
    const { url } = await link(made.url);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await api.call('DELETE', made.url);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

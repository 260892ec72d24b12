/**
 * Record versions (docs/api.md#record-versions) on every versioned record: the ETag of each read and write,
 * the 412 of a stale PUT or PATCH with the record as it is now, the 400 of a malformed If-Match, the writes
 * without If-Match as before, and two writers at once: of N writes naming the same version exactly one wins.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { serverMessages } from '../../../src/shared/common/errors';
import {
  adminClient,
  developerInput,
  insertMediaRow,
  projectInput,
  teamMemberInput,
  type AdminClient,
} from '../support/contentFixtures';
import { homeAssetInput } from '../support/homeAssetFixtures';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginAs,
  type TestContext,
} from '../support/testApp';

type Json = Record<string, unknown>;

/** One versioned record kind: how to make a record, and a full body and a patch that change it. */
interface Kind {
  name: string;
  /** Makes a record (or readies the one there is) and gives its path under /api/admin. */
  make: (ctx: TestContext, api: AdminClient) => Promise<string>;
  /** A PUT body; `n` makes each body different. */
  put: (n: number, ctx: TestContext) => Promise<Json>;
  /** A PATCH body and what the record then shows. */
  patch: (n: number) => { body: Json; shows: Json };
  /** Whether POST creates it (and answers an ETag). */
  posted: boolean;
}

const T = (en: string, ar: string) => ({ en, ar });

/** The developer the projects name, one per suite (per database). */
const fixtures = new WeakMap<TestContext, { developer: number }>();
async function fixturesOf(ctx: TestContext, api: AdminClient) {
  let found = fixtures.get(ctx);
  if (!found) {
    found = { developer: (await api.create('/developers', developerInput())).id };
    fixtures.set(ctx, found);
  }
  return found;
}
/** The image of the home asset under test (an image belongs to one asset). */
const assetMedia = new WeakMap<TestContext, number>();

const companyInput = (n: number) => ({
  name: `Palm Crest ${n}`,
  default_currency: 'AED',
  address: T(`Marina ${n}`, `مارينا ${n}`),
});

const seoInput = (n: number) => ({
  title: T(`Off-plan homes ${n}`, `منازل على الخارطة ${n}`),
  description: T('Dubai', 'دبي'),
});

const KINDS: Kind[] = [
  {
    name: 'developer',
    posted: true,
    make: async (_ctx, api) =>
      `/developers/${(await api.create('/developers', developerInput())).id}`,
    put: async (n) => developerInput({ name: T(`Emaar ${n}`, `إعمار ${n}`), slug: undefined }),
    patch: (n) => ({ body: { name: { ar: `إعمار ${n}` } }, shows: { name: { ar: `إعمار ${n}` } } }),
  },
  {
    name: 'project',
    posted: true,
    make: async (ctx, api) => {
      const { developer } = await fixturesOf(ctx, api);
      return `/projects/${(await api.create('/projects', projectInput(developer))).id}`;
    },
    put: async (n, ctx) => {
      const { developer } = fixtures.get(ctx)!;
      return projectInput(developer, { name: T(`Creek ${n}`, `الخور ${n}`), slug: undefined });
    },
    patch: (n) => ({
      body: { city: { ar: `دبي ${n}` } },
      shows: { city: { en: 'Dubai', ar: `دبي ${n}` } },
    }),
  },
  {
    name: 'team member',
    posted: true,
    make: async (_ctx, api) =>
      `/team-members/${(await api.create('/team-members', teamMemberInput())).id}`,
    put: async (n) => teamMemberInput({ name: T(`Sara ${n}`, `سارة ${n}`) }),
    patch: (n) => ({
      body: { position: { en: `Agent ${n}` } },
      shows: { position: { en: `Agent ${n}` } },
    }),
  },
  {
    name: 'home asset',
    posted: true,
    make: async (ctx, api) => {
      const media = await insertMediaRow(ctx);
      const { id } = await api.create('/home-assets', homeAssetInput(media));
      assetMedia.set(ctx, media);
      return `/home-assets/${id}`;
    },
    put: async (n, ctx) =>
      homeAssetInput(assetMedia.get(ctx)!, { title: T(`Marina ${n}`, `المارينا ${n}`) }),
    patch: (n) => ({
      body: { cta_label: { ar: `اكتشف ${n}` } },
      shows: { cta_label: { ar: `اكتشف ${n}` } },
    }),
  },
  {
    name: 'SEO page',
    posted: false,
    make: async (_ctx, api) => {
      expect((await api.put('/meta/about', seoInput(0))).statusCode).toBe(200);
      return '/meta/about';
    },
    put: async (n) => seoInput(n),
    patch: (n) => ({
      body: { keywords: { ar: `دبي ${n}` } },
      shows: { keywords: { ar: `دبي ${n}` } },
    }),
  },
  {
    name: 'company',
    posted: false,
    make: async (_ctx, api) => {
      expect((await api.put('/company', companyInput(0))).statusCode).toBe(200);
      return '/company';
    },
    put: async (n) => companyInput(n),
    patch: (n) => ({
      body: { phone: `+971 4 000 000${n % 10}` },
      shows: { phone: `+971 4 000 000${n % 10}` },
    }),
  },
];

const etag = (response: LightMyRequestResponse) => response.headers.etag;

describeEachDb('record versions', (ctx) => {
  let api: AdminClient;
  let token: string;
  /** A write with headers of its own (If-Match). */
  const send = (
    method: 'PUT' | 'PATCH',
    url: string,
    payload: Json,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url: `${ADMIN_PREFIX}${url}`,
      headers: { ...bearer(token), ...headers },
      payload,
    } as InjectOptions);
  /** The record as its GET answers it, without the publication beside its fields (which writes do not answer). */
  const read = async (url: string) => {
    const response = await api.get(url);
    expect(response.statusCode).toBe(200);
    const { publication: _publication, ...data } = response.json().data as Json;
    return { data: data as Json & { version: number }, etag: etag(response) };
  };

  beforeAll(async () => {
    const { email } = await createTestUser(ctx);
    token = await loginAs(ctx, email);
    api = await adminClient(ctx);
  });

  describe.each(KINDS)('$name', (kind) => {
    let url: string;
    let n = 0;
    beforeEach(async () => {
      url = await kind.make(ctx, api);
    });

    it('answers its version as the ETag of a read, and of each write', async () => {
      const first = await read(url);
      expect(first.etag).toBe(`"${first.data.version}"`);
      if (kind.posted) expect(first.data.version).toBe(1);

      const put = await send('PUT', url, await kind.put((n += 1), ctx));
      expect(put.statusCode).toBe(200);
      expect(put.json().data.version).toBe(first.data.version + 1);
      expect(etag(put)).toBe(`"${first.data.version + 1}"`);

      const { body, shows } = kind.patch((n += 1));
      const patched = await send('PATCH', url, body);
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data).toMatchObject({ ...shows, version: first.data.version + 2 });
      expect(etag(patched)).toBe(`"${first.data.version + 2}"`);
      expect((await read(url)).etag).toBe(`"${first.data.version + 2}"`);
    });

    it('writes when If-Match names the current version, and moves the version on', async () => {
      const { data, etag: tag } = await read(url);
      const put = await send('PUT', url, await kind.put((n += 1), ctx), { 'if-match': tag! });
      expect(put.statusCode).toBe(200);
      expect(etag(put)).toBe(`"${data.version + 1}"`);
      const { body, shows } = kind.patch((n += 1));
      const patched = await send('PATCH', url, body, { 'if-match': etag(put)! });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data).toMatchObject(shows);
      expect(etag(patched)).toBe(`"${data.version + 2}"`);
    });

    it('refuses a stale PUT or PATCH with 412 and the record as it is now, writing nothing', async () => {
      const opened = await read(url);
      // Someone else saves first.
      expect((await send('PUT', url, await kind.put((n += 1), ctx))).statusCode).toBe(200);
      const now = await read(url);
      const audits = await auditCount(ctx);

      const put = await send('PUT', url, await kind.put((n += 1), ctx), {
        'if-match': opened.etag!,
      });
      expect(put.statusCode).toBe(412);
      expect(put.json()).toEqual({ message: serverMessages.staleRecord, current: now.data });
      expect(etag(put)).toBe(now.etag);

      const { body } = kind.patch((n += 1));
      const patched = await send('PATCH', url, body, { 'if-match': opened.etag! });
      expect(patched.statusCode).toBe(412);
      expect(patched.json()).toEqual({ message: serverMessages.staleRecord, current: now.data });
      expect(etag(patched)).toBe(now.etag);

      expect(await read(url)).toEqual(now);
      expect(await auditCount(ctx)).toBe(audits);
    });

    it('answers 400 for a malformed If-Match and writes nothing', async () => {
      const before = await read(url);
      const v = before.data.version;
      for (const header of [
        `${v}`,
        `"${v}`,
        `"v${v}"`,
        `"0"`,
        `"${v}" "${v}"`,
        `W/${v}`,
        `"${v}", x`,
        `"99999999999"`,
      ]) {
        const put = await send('PUT', url, await kind.put((n += 1), ctx), { 'if-match': header });
        expect([header, put.statusCode, put.json()]).toEqual([
          header,
          400,
          { message: serverMessages.invalidIfMatch },
        ]);
        const patched = await send('PATCH', url, kind.patch((n += 1)).body, { 'if-match': header });
        expect([header, patched.statusCode]).toEqual([header, 400]);
      }
      expect(await read(url)).toEqual(before);
    });

    it('keeps the old behaviour without If-Match or with *: the last write wins', async () => {
      const { data } = await read(url);
      const bodies = [await kind.put((n += 1), ctx), await kind.put((n += 1), ctx)];
      expect((await send('PUT', url, bodies[0]!)).statusCode).toBe(200);
      const star = await send('PUT', url, bodies[1]!, { 'if-match': '*' });
      expect(star.statusCode).toBe(200);
      expect(etag(star)).toBe(`"${data.version + 2}"`);
      expect((await send('PATCH', url, kind.patch((n += 1)).body)).statusCode).toBe(200);
      expect((await read(url)).data.version).toBe(data.version + 3);
    });

    it('takes a list of tags and a weak tag, matching any of them', async () => {
      const { data } = await read(url);
      const v = data.version;
      const listed = await send('PUT', url, await kind.put((n += 1), ctx), {
        'if-match': `"${v + 40}", "${v}"`,
      });
      expect(listed.statusCode).toBe(200);
      const weak = await send('PATCH', url, kind.patch((n += 1)).body, {
        'if-match': `W/"${v + 1}"`,
      });
      expect(weak.statusCode).toBe(200);
      expect(etag(weak)).toBe(`"${v + 2}"`);
    });

    it('lets exactly one of many writers naming the same version win', async () => {
      const { data, etag: tag } = await read(url);
      const bodies = await Promise.all(
        Array.from({ length: 8 }, async () => kind.put((n += 1), ctx)),
      );
      const answers = await Promise.all(
        bodies.map((body, i) =>
          i % 2 === 0
            ? send('PUT', url, body, { 'if-match': tag! })
            : send('PATCH', url, kind.patch((n += 1)).body, { 'if-match': tag! }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 412, 412, 412, 412, 412, 412, 412]);
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      const now = await read(url);
      expect(now.data.version).toBe(data.version + 1);
      expect(now.data).toEqual(winner.json().data);
      for (const loser of answers.filter((answer) => answer.statusCode === 412)) {
        // Each loser saw either the winner's record or, when it read before the winner, its own 412 data.
        expect(loser.json().current.version).toBe(data.version + 1);
      }
    });

    it('counts every write of many writers without If-Match', async () => {
      const { data } = await read(url);
      const bodies = await Promise.all(
        Array.from({ length: 6 }, async () => kind.put((n += 1), ctx)),
      );
      const answers = await Promise.all(bodies.map((body) => send('PUT', url, body)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
      expect((await read(url)).data.version).toBe(data.version + 6);
    });
  });

  it('answers a new record its first ETag on POST', async () => {
    const created = await api.post('/developers', developerInput());
    expect(created.statusCode).toBe(201);
    expect(etag(created)).toBe('"1"');
    expect(created.json().data.version).toBe(1);
  });

  it('answers 404, not 412, for a record in the Trash or not there at all', async () => {
    const { id } = await api.create('/team-members', teamMemberInput());
    expect((await api.del(`/team-members/${id}`)).statusCode).toBe(200);
    const put = await send('PUT', `/team-members/${id}`, teamMemberInput(), { 'if-match': '"1"' });
    expect(put.statusCode).toBe(404);
    const missing = await send(
      'PATCH',
      '/developers/424242',
      { is_featured: true },
      { 'if-match': '"1"' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 to an If-Match before the company is first saved; without one the PUT creates it', async () => {
    await ctx.db.deleteFrom('company').execute();
    const named = await send('PUT', '/company', companyInput(1), { 'if-match': '"1"' });
    expect(named.statusCode).toBe(404);
    expect((await api.get('/company')).statusCode).toBe(404);
    const created = await send('PUT', '/company', companyInput(2));
    expect(created.statusCode).toBe(200);
    expect(etag(created)).toBe(`"${created.json().data.version}"`);
  });

  it('does not move the version of a reordered record', async () => {
    const a = await api.create<{ id: number; version: number }>('/team-members', teamMemberInput());
    const b = await api.create<{ id: number; version: number }>('/team-members', teamMemberInput());
    expect((await api.post('/team-members/reorder', { ids: [b.id, a.id] })).statusCode).toBe(200);
    expect((await read(`/team-members/${a.id}`)).etag).toBe('"1"');
  });

  it('publishes ETag, If-Match and the 412 in the OpenAPI document', async () => {
    const doc = (await api.get('/docs/json')).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    for (const path of [
      'developers/{id}',
      'projects/{id}',
      'team-members/{id}',
      'home-assets/{id}',
      'meta/{page}',
      'company',
    ]) {
      const one = doc.paths[`${ADMIN_PREFIX}/${path}`]!;
      expect([path, one.get!.responses['200']!.headers?.etag]).toEqual([path, expect.anything()]);
      for (const method of ['put', 'patch'] as const) {
        const operation = one[method]!;
        expect([path, method, operation.parameters?.find((p) => p.in === 'header')?.name]).toEqual([
          path,
          method,
          'if-match',
        ]);
        expect(operation.responses['200']!.headers?.etag).toBeDefined();
        const stale = operation.responses['412']!;
        expect(stale.headers?.etag).toBeDefined();
        const schema = stale.content!['application/json']!.schema as {
          properties: Record<string, unknown>;
          required: string[];
        };
        expect(Object.keys(schema.properties).sort()).toEqual(['current', 'message']);
        expect(schema.required.sort()).toEqual(['current', 'message']);
        expect(operation.responses['400']).toBeDefined();
      }
    }
  });
});

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }
  >;
}

async function auditCount(ctx: TestContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

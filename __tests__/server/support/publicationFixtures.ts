/**
 * The five kinds of record that have drafts and publishing (docs/product.md#publishing), as the publication
 * suites drive them: how to make one (published or not), a whole PUT body naming it `label`, the label a
 * record shows, and what the public API shows of it.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_PREFIX, PUBLIC_PREFIX } from '../../../src/shared/common/apiPaths';
import type { PublicationKind } from '../../../src/shared/publication/rules';
import { SEO_PAGES } from '../../../src/shared/seo/rules';
import { developerInput, insertMediaRow, projectInput, teamMemberInput } from './contentFixtures';
import { homeAssetInput } from './homeAssetFixtures';
import { bearer, type TestContext } from './testApp';

type Json = Record<string, unknown>;
const T = (en: string, ar: string) => ({ en, ar });

export interface Made {
  /** The record's admin path: `/developers/12`, `/meta/about`. */
  url: string;
  /** Its id as the audit log names it (an SEO page's key). */
  id: string;
  /** A whole PUT body naming it `label` (English) and `arabic`. */
  body: (label: string, arabic?: string) => Json;
  /** What the public API shows of it by its usual route (no preview): its label, or null when it is not there. */
  publicLabel: () => Promise<string | null>;
  /** Its public route with a preview token. */
  previewUrl: (token: string) => string;
}

export interface Kind {
  kind: PublicationKind;
  /** The published flag's field; null for SEO pages (always public). */
  flag: 'is_published' | 'is_active' | null;
  /** The audit log's entity. */
  entity: string;
  /** One of its media fields (an id). */
  mediaField: string;
  /** Makes a record named `label`, published or not (an SEO page: the next page of the registry, saved). */
  make: (api: Api, label: string, published?: boolean) => Promise<Made>;
  /** The label a record (admin shape) shows. */
  label: (record: Json) => string;
}

export interface Api {
  ctx: TestContext;
  token: string;
  call: (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  publicGet: (url: string) => Promise<LightMyRequestResponse>;
}

export function apiOf(ctx: TestContext, token: string): Api {
  return {
    ctx,
    token,
    call: (method, url, payload, headers = {}) =>
      ctx.app.inject({
        method,
        url: `${ADMIN_PREFIX}${url}`,
        headers: { ...bearer(token), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    publicGet: (url) => ctx.app.inject({ method: 'GET', url: `${PUBLIC_PREFIX}${url}` }),
  };
}

async function created(api: Api, url: string, body: Json): Promise<Json> {
  const response = await api.call('POST', url, body);
  if (response.statusCode !== 201)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data as Json;
}

/** The label the public API shows at `url`: one record's `field`, or the list entry with `id`. */
async function publicOne(api: Api, url: string, field: string): Promise<string | null> {
  const response = await api.publicGet(url);
  if (response.statusCode === 404) return null;
  return (response.json().data as Json)[field] as string;
}
async function publicInList(api: Api, url: string, id: number, field: string) {
  const { data } = (await api.publicGet(url)).json() as { data: Json[] };
  const entry = data.find((item) => item.id === id);
  return entry ? (entry[field] as string) : null;
}

/** One published developer per suite, for the projects. */
const developers = new WeakMap<TestContext, number>();
async function developerOf(api: Api): Promise<number> {
  let id = developers.get(api.ctx);
  if (id === undefined) {
    id = (await created(api, '/developers', developerInput())).id as number;
    developers.set(api.ctx, id);
  }
  return id;
}
/** The SEO pages a suite has taken, one per test. */
const pagesTaken = new WeakMap<TestContext, number>();

export const KINDS: Kind[] = [
  {
    kind: 'developers',
    flag: 'is_published',
    entity: 'developer',
    mediaField: 'logo_id',
    label: (record) => (record.name as { en: string }).en,
    async make(api, label, published = true) {
      const body = (name: string, arabic = '') =>
        developerInput({ name: T(name, arabic), slug: undefined, is_published: published });
      const record = await created(api, '/developers', body(label));
      const slug = record.slug as string;
      return {
        url: `/developers/${String(record.id)}`,
        id: String(record.id),
        body: (name, arabic) => ({ ...body(name, arabic), slug }),
        publicLabel: () => publicOne(api, `/developers/${slug}`, 'name'),
        previewUrl: (token) => `/developers/${slug}?preview=${token}`,
      };
    },
  },
  {
    kind: 'projects',
    flag: 'is_published',
    entity: 'project',
    mediaField: 'cover_id',
    label: (record) => (record.name as { en: string }).en,
    async make(api, label, published = true) {
      const developer = await developerOf(api);
      const body = (name: string, arabic = '') =>
        projectInput(developer, {
          name: T(name, arabic),
          slug: undefined,
          is_published: published,
        });
      const record = await created(api, '/projects', body(label));
      const slug = record.slug as string;
      return {
        url: `/projects/${String(record.id)}`,
        id: String(record.id),
        body: (name, arabic) => ({ ...body(name, arabic), slug }),
        publicLabel: () => publicOne(api, `/projects/${slug}`, 'name'),
        previewUrl: (token) => `/projects/${slug}?preview=${token}`,
      };
    },
  },
  {
    kind: 'team-members',
    flag: 'is_published',
    entity: 'team-member',
    mediaField: 'photo_id',
    label: (record) => (record.name as { en: string }).en,
    async make(api, label, published = true) {
      const body = (name: string, arabic = '') =>
        teamMemberInput({ name: T(name, arabic), is_published: published });
      const record = await created(api, '/team-members', body(label));
      const id = record.id as number;
      return {
        url: `/team-members/${id}`,
        id: String(id),
        body,
        publicLabel: () => publicInList(api, '/team-members?per_page=100', id, 'name'),
        previewUrl: (token) => `/team-members?preview=${token}`,
      };
    },
  },
  {
    kind: 'home-assets',
    flag: 'is_active',
    entity: 'home-asset',
    mediaField: 'media_id',
    label: (record) => (record.title as { en: string }).en,
    async make(api, label, published = true) {
      const media = await insertMediaRow(api.ctx);
      const body = (title: string, arabic = '') =>
        homeAssetInput(media, { title: T(title, arabic), is_active: published });
      const record = await created(api, '/home-assets', body(label));
      const id = record.id as number;
      return {
        url: `/home-assets/${id}`,
        id: String(id),
        body,
        publicLabel: () => publicInList(api, '/home-assets', id, 'title'),
        previewUrl: (token) => `/home-assets?preview=${token}`,
      };
    },
  },
  {
    kind: 'meta',
    flag: null,
    entity: 'seo-page',
    mediaField: 'og_image_id',
    label: (record) => (record.title as { en: string }).en,
    async make(api, label) {
      const taken = pagesTaken.get(api.ctx) ?? 0;
      pagesTaken.set(api.ctx, taken + 1);
      const page = SEO_PAGES[taken % SEO_PAGES.length]!;
      const body = (title: string, arabic = '') => ({
        title: T(title, arabic),
        description: T('Homes in Dubai', 'منازل في دبي'),
      });
      const saved = await api.call('PUT', `/meta/${page}`, body(label));
      if (saved.statusCode !== 200) throw new Error(`meta ${page}: ${saved.body}`);
      return {
        url: `/meta/${page}`,
        id: page,
        body,
        publicLabel: () => publicOne(api, `/meta/${page}`, 'title'),
        previewUrl: (token) => `/meta/${page}?preview=${token}`,
      };
    },
  },
];

export const kindOf = (name: PublicationKind): Kind => KINDS.find((kind) => kind.kind === name)!;

/** The record's GET answer's data (with its publication) and ETag. */
export async function readRecord(api: Api, url: string) {
  const response = await api.call('GET', url);
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return {
    data: response.json().data as Json & { version: number; publication: Json },
    etag: response.headers.etag as string,
  };
}

/** The audit rows of one record, oldest first. */
export async function auditOf(ctx: TestContext, entity: string, id: string) {
  const rows = await ctx.db
    .selectFrom('audit_log')
    .select(['action', 'user_name', 'changes'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    user_name: row.user_name,
    changes: row.changes === null ? null : (JSON.parse(row.changes) as Json),
  }));
}

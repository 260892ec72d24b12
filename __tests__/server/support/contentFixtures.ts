/** Small builders for developer, project and team member tests: valid inputs, media rows, an admin client. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ADMIN_PREFIX, PUBLIC_PREFIX } from '../../../src/shared/apiPaths';
import type { DeveloperInput } from '../../../src/shared/developers';
import type { ProjectInput } from '../../../src/shared/projects';
import type { TeamMemberInput } from '../../../src/shared/teamMembers';
import { nowIso } from '../../../src/server/db/database';
import { bearer, createTestUser, loginAs, type TestContext } from './testApp';

const unique = () => randomBytes(3).toString('hex');

export function developerInput(overrides: Partial<DeveloperInput> = {}): DeveloperInput {
  const name = overrides.name?.en ?? `Developer ${unique()}`;
  return {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: { en: name, ar: '' },
    description: { en: '', ar: '' },
    website_url: null,
    email: null,
    phone: null,
    established_year: null,
    headquarters: { en: '', ar: '' },
    is_featured: false,
    is_published: true,
    logo_id: null,
    cover_id: null,
    ...overrides,
  };
}

export function projectInput(
  developerId: number,
  overrides: Partial<ProjectInput> = {},
): ProjectInput {
  const name = overrides.name?.en ?? `Project ${unique()}`;
  return {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: { en: name, ar: '' },
    developer_id: developerId,
    summary: { en: '', ar: '' },
    description: { en: '', ar: '' },
    city: { en: 'Dubai', ar: 'دبي' },
    community: { en: '', ar: '' },
    address: { en: '', ar: '' },
    latitude: null,
    longitude: null,
    construction_status: 'off_plan',
    sales_status: null,
    completion_percent: null,
    handover_date: null,
    property_types: ['apartment'],
    bedrooms_min: null,
    bedrooms_max: null,
    area_min: null,
    area_max: null,
    area_unit: 'sqft',
    price_from: null,
    price_to: null,
    currency: 'AED',
    payment_plan: [],
    amenities: [],
    video_url: null,
    permit_number: null,
    is_featured: false,
    is_published: true,
    cover_id: null,
    gallery_ids: [],
    floor_plan_ids: [],
    brochure_id: null,
    ...overrides,
  };
}

export function teamMemberInput(overrides: Partial<TeamMemberInput> = {}): TeamMemberInput {
  return {
    name: { en: `Agent ${unique()}`, ar: '' },
    position: { en: 'Broker', ar: 'وسيط' },
    department: null,
    bio: { en: '', ar: '' },
    email: null,
    phone: null,
    whatsapp: null,
    languages: ['en', 'ar'],
    broker_number: null,
    linkedin_url: null,
    is_published: true,
    photo_id: null,
    ...overrides,
  };
}

/** An unattached upload, inserted directly (the upload route's own tests cover the upload itself). */
export async function insertMediaRow(ctx: TestContext, mimeType = 'image/webp'): Promise<number> {
  const uuid = randomUUID();
  const ext = mimeType === 'application/pdf' ? 'pdf' : 'webp';
  const row = await ctx.db
    .insertInto('media')
    .values({
      uuid,
      collection_name: 'default',
      name: 'upload',
      file_name: `${uuid}.${ext}`,
      mime_type: mimeType,
      size: 100,
      width: null,
      height: null,
      order_column: 0,
      preview_file_name: null,
      model_type: null,
      model_id: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests against /api/admin with a fresh admin's token, and against /api/public without one. */
export async function adminClient(ctx: TestContext) {
  const { email } = await createTestUser(ctx);
  const token = await loginAs(ctx, email);
  const call = (
    method: Method,
    url: string,
    payload?: unknown,
    extra: Partial<InjectOptions> = {},
  ) =>
    ctx.app.inject({
      method,
      url: `${ADMIN_PREFIX}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...extra,
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
    del: (url: string) => call('DELETE', url),
    /** Creates and returns the record's data, failing loudly if the API refused it. */
    create: async <T = { id: number }>(url: string, body: unknown): Promise<T> => {
      const response = await call('POST', url, body);
      if (response.statusCode !== 201)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return (response.json() as { data: T }).data;
    },
  };
}
export type AdminClient = Awaited<ReturnType<typeof adminClient>>;

export function publicGet(ctx: TestContext, url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `${PUBLIC_PREFIX}${url}`, headers });
}

/** Deletes every content row so a test that counts or orders starts clean. */
export async function clearContent(ctx: TestContext): Promise<void> {
  await ctx.db.deleteFrom('projects').execute();
  await ctx.db.deleteFrom('developers').execute();
  await ctx.db.deleteFrom('team_members').execute();
}

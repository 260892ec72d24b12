/** Small builders for developer, project and team member tests: valid inputs, media rows, an admin client. */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ADMIN_PREFIX, PUBLIC_PREFIX } from '../../../src/shared/common/apiPaths';
import { nowIso } from '../../../src/server/db/database';
import { bearer, createTestUser, loginAs, type TestContext } from './testApp';

export { developerInput, projectInput, teamMemberInput } from '../../support/contentInputs';

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
    /** A JSON body sent exactly as written (numbers like 1e999, keys like __proto__). */
    postText: (url: string, text: string) =>
      call('POST', url, text, {
        headers: { ...bearer(token), 'content-type': 'application/json' },
      }),
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

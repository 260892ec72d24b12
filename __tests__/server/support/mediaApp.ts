/**
 * An app for media suites: a fresh database of one dialect, a logged-in admin, the orphan cleanup off (it
 * would race the tests' own data), and optional lower upload limits so "too large" needs no large files.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { MediaLimitOverrides } from '../../../src/server/uploads/mediaPlugin';
import type { Media } from '../../../src/shared/common/schemas';
import { fileForm, multipartBody, type FormPart } from './multipart';
import {
  bearer,
  createTestDatabase,
  createTestUser,
  loginAs,
  type Dialect,
  type TestContext,
  type TestDatabase,
} from './testApp';

export const UPLOAD_URL = '/api/admin/media';

export interface MediaTestApp {
  database: TestDatabase;
  app: FastifyInstance;
  token: string;
}

/** Call at the top of a describe; fields are filled in beforeAll. */
export function useMediaApp(dialect: Dialect, limits?: MediaLimitOverrides) {
  const ctx = {} as MediaTestApp;
  beforeAll(async () => {
    ctx.database = await createTestDatabase(dialect);
    const { config, db } = ctx.database;
    ctx.app = await buildApp(config, {
      logger: false,
      db,
      media: { limits },
      jobs: false,
    });
    await ctx.app.ready();
    const user = await createTestUser({ db });
    ctx.token = await loginAs({ dialect, app: ctx.app, db, config } as TestContext, user.email);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
  });

  const send = (parts: FormPart[], headers?: Record<string, string>) => {
    const form = multipartBody(parts);
    return ctx.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      payload: form.payload,
      headers: { ...form.headers, ...(headers ?? bearer(ctx.token)) },
    });
  };
  const upload = (filename: string, bytes: Buffer, extra: FormPart[] = []) =>
    send(fileForm(filename, bytes, extra).parts);
  const uploaded = async (filename: string, bytes: Buffer, extra: FormPart[] = []) => {
    const response = await upload(filename, bytes, extra);
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return (response.json() as { data: Media }).data;
  };
  const mediaDir = () => path.join(ctx.database.config.dataDir, 'media');
  /** The stored file behind a media URL. */
  const storedPath = (url: string) => path.join(mediaDir(), path.basename(url));

  return { ctx, send, upload, uploaded, mediaDir, storedPath };
}

/** Builders for home asset suites: a valid input, real uploads through the media route. */
import type { HomeAssetInput } from '../../../src/shared/homeAssets/schemas';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { makeJpeg, makeMp4 } from './mediaFixtures';
import { fileForm } from './multipart';
import { bearer, createTestUser, loginAs, type TestContext } from './testApp';

export function homeAssetInput(
  mediaId: number,
  overrides: Partial<HomeAssetInput> = {},
): HomeAssetInput {
  return {
    section: 'hero',
    type: 'image',
    media_id: mediaId,
    mobile_media_id: null,
    poster_id: null,
    title: { en: 'Waterfront living', ar: 'الحياة على الواجهة البحرية' },
    subtitle: { en: '', ar: '' },
    alt: { en: 'A marina at dusk', ar: '' },
    cta_label: { en: 'Explore', ar: 'استكشف' },
    cta_url: 'https://example.com/projects',
    is_active: true,
    starts_at: null,
    ends_at: null,
    ...overrides,
  };
}

export async function adminToken(ctx: TestContext): Promise<string> {
  const { email } = await createTestUser(ctx);
  return loginAs(ctx, email);
}

/** Uploads a real file (a small JPEG, or an MP4 header with padding) and returns its media row's id and file. */
export async function upload(
  ctx: TestContext,
  token: string,
  kind: 'image' | 'video' = 'image',
): Promise<{ id: number; file_name: string; preview_file_name: string | null }> {
  const form =
    kind === 'image' ? fileForm('slide.jpg', await makeJpeg()) : fileForm('clip.mp4', makeMp4());
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${ADMIN_PREFIX}/media`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`upload: ${response.statusCode} ${response.body}`);
  const { id } = response.json().data as { id: number };
  const row = await ctx.db
    .selectFrom('media')
    .select(['file_name', 'preview_file_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, ...row };
}

/**
 * /api/admin/meta: the SEO metadata of the public website's fixed pages (list, read, update; no add/delete). PUT
 * replaces, PATCH merges (docs/api.md#writing-records); either way the page's English title is required
 * (docs/product.md#seo-page). Under each page, its draft, publishing, schedule, published versions and preview
 * link, from the same factory as the content resources' (docs/api.md#drafts-and-publishing).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import {
  SeoPageInputSchema,
  SeoPageParamsSchema,
  SeoPageSchema,
  SeoPageSummarySchema,
  type SeoPage,
  type SeoPageInput,
} from '../../shared/seo/schemas';
import { HttpError, validationError } from '../httpErrors';
import { fieldMessage } from '../messageCatalogue';
import { inputOf, lenientInput, mergePatch, patchInput } from '../apiInput';
import { findSeoPage, listSeoPages } from './seoPageRepository';
import { resourceMessages } from '../resourceMessages';
import {
  etagged,
  IfMatchHeaders,
  ifMatchVersions,
  staleResponse,
  staleWrite,
  withEtag,
} from '../recordVersions/recordVersions';
import {
  publicationRoutes,
  withPublication,
  withPublicationOf,
} from '../publication/publicationRoutes';
import { writeLive } from '../publication/publicationService';
import { seoPublishable } from './seoPublishable';

const base = { tags: ['seo'], security: [{ bearerAuth: [] }] };
const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema };
const path = adminPaths.meta;
/** Omitted, a page stays visible to search engines. */
const defaults = { robots_index: true, robots_follow: true };
const replaceBody = lenientInput(SeoPageInputSchema, {
  defaults,
  example: { title: { en: 'Off-plan projects in Dubai', ar: 'مشاريع على الخارطة في دبي' } },
});
const patchBody = patchInput(SeoPageInputSchema, { description: { ar: 'أحدث المشاريع' } });
/** A write's answers: the page with its ETag, a 412 with the current one (docs/api.md#record-versions). */
const okResponse = {
  200: etagged(Type.Object({ data: SeoPageSchema, message: Type.String() })),
  400: ErrorResponseSchema,
  ...errors,
  412: staleResponse(SeoPageSchema),
};

function orNotFound(page: SeoPage | undefined): SeoPage {
  if (!page) throw new HttpError(404, serverMessages.notFound);
  return page;
}

const seoPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    publicationRoutes(seoPublishable, {
      record: `${path}/:page`,
      params: SeoPageParamsSchema,
      idOf: (params) => (params as { page: string }).page,
      tag: 'seo',
      item: SeoPageSchema,
      body: replaceBody,
      inputOf: async (_db, _page, body) => body,
    }),
  );

  app.get(
    path,
    {
      schema: {
        ...base,
        summary: 'Every page of the registry with its completeness',
        response: { 200: Type.Object({ data: Type.Array(SeoPageSummarySchema) }), ...errors },
      },
    },
    async () => ({ data: await listSeoPages(app.db) }),
  );

  app.get(
    `${path}/:page`,
    {
      schema: {
        ...base,
        params: SeoPageParamsSchema,
        summary: 'The page, with its publication (docs/api.md#drafts-and-publishing)',
        response: {
          200: etagged(Type.Object({ data: withPublication(SeoPageSchema) })),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { page } = request.params;
      const record = withEtag(reply, orNotFound(await findSeoPage(app.db, page)));
      return { data: await withPublicationOf(app.db, seoPublishable, page, record) };
    },
  );

  /** Writes the page (a version kept: a page is always public); a stale If-Match answers 412. */
  const save = async (
    reply: FastifyReply,
    page: string,
    input: SeoPageInput,
    expected: number[] | undefined,
  ) => {
    const data = await writeLive(app.db, seoPublishable, page, input, expected);
    return { data: withEtag(reply, data), message: resourceMessages.updated };
  };

  app.put(
    `${path}/:page`,
    {
      schema: {
        ...base,
        summary: 'Replace; omitted fields reset (texts empty, robots allowed)',
        params: SeoPageParamsSchema,
        headers: IfMatchHeaders,
        body: replaceBody,
        response: okResponse,
      },
    },
    async (request, reply) =>
      save(reply, request.params.page, request.body, ifMatchVersions(request.headers['if-match'])),
  );

  app.patch(
    `${path}/:page`,
    {
      schema: {
        ...base,
        summary: 'Change only the fields sent; a translatable text merges per language',
        params: SeoPageParamsSchema,
        headers: IfMatchHeaders,
        body: patchBody,
        response: okResponse,
      },
    },
    async (request, reply) => {
      const { page } = request.params;
      const expected = ifMatchVersions(request.headers['if-match']);
      const record = orNotFound(await findSeoPage(app.db, page));
      // Stale already: refused before the patch is merged into a page its writer never saw.
      if (expected && !expected.includes(record.version)) throw staleWrite(record);
      const current = inputOf(SeoPageInputSchema, record);
      const body = request.body as Record<string, unknown>;
      const merged = mergePatch(SeoPageInputSchema, current, body) as SeoPageInput;
      // A page still without its English title cannot be saved, whatever else the patch changes.
      if (merged.title.en.trim() === '')
        throw validationError({
          'title.en': [fieldMessage('title.en', { kind: 'required' }, 'en')],
        });
      return save(reply, page, merged, expected);
    },
  );
};

export default seoPageRoutes;

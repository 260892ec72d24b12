/**
 * /api/admin/meta: the SEO metadata of the public website's fixed pages (list, read, update; no add/delete). PUT
 * replaces, PATCH merges (docs/api.md#writing-records); either way the page's English title is required
 * (docs/product.md#seo-page).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { findSeoPage, listSeoPages, updateSeoPage } from './seoPageRepository';
import { resourceMessages } from '../resourceMessages';

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
const okResponse = { 200: Type.Object({ data: SeoPageSchema, message: Type.String() }), ...errors };

function orNotFound(page: SeoPage | undefined): SeoPage {
  if (!page) throw new HttpError(404, serverMessages.notFound);
  return page;
}

const seoPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        response: { 200: Type.Object({ data: SeoPageSchema }), ...errors },
      },
    },
    async (request) => ({ data: orNotFound(await findSeoPage(app.db, request.params.page)) }),
  );

  const save = async (page: string, input: SeoPageInput) => {
    if (!(await updateSeoPage(app.db, page, input)))
      throw new HttpError(404, serverMessages.notFound);
    return {
      data: orNotFound(await findSeoPage(app.db, page)),
      message: resourceMessages.updated,
    };
  };

  app.put(
    `${path}/:page`,
    {
      schema: {
        ...base,
        summary: 'Replace; omitted fields reset (texts empty, robots allowed)',
        params: SeoPageParamsSchema,
        body: replaceBody,
        response: okResponse,
      },
    },
    async (request) => save(request.params.page, request.body),
  );

  app.patch(
    `${path}/:page`,
    {
      schema: {
        ...base,
        summary: 'Change only the fields sent; a translatable text merges per language',
        params: SeoPageParamsSchema,
        body: patchBody,
        response: okResponse,
      },
    },
    async (request) => {
      const { page } = request.params;
      const current = inputOf(SeoPageInputSchema, orNotFound(await findSeoPage(app.db, page)));
      const body = request.body as Record<string, unknown>;
      const merged = mergePatch(SeoPageInputSchema, current, body) as SeoPageInput;
      // A page still without its English title cannot be saved, whatever else the patch changes.
      if (merged.title.en.trim() === '')
        throw validationError({
          'title.en': [fieldMessage('title.en', { kind: 'required' }, 'en')],
        });
      return save(page, merged);
    },
  );
};

export default seoPageRoutes;

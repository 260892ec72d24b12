/** /api/admin/meta: the SEO metadata of the public website's fixed pages (list, read, update; no add/delete). */
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
} from '../../shared/seo/schemas';
import { HttpError } from '../httpErrors';
import { findSeoPage, listSeoPages, updateSeoPage } from './seoPageRepository';
import { resourceMessages } from '../resourceMessages';

const base = { tags: ['seo'], security: [{ bearerAuth: [] }] };
const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema };
const path = adminPaths.meta;

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

  app.put(
    `${path}/:page`,
    {
      schema: {
        ...base,
        params: SeoPageParamsSchema,
        body: SeoPageInputSchema,
        response: {
          200: Type.Object({ data: SeoPageSchema, message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { page } = request.params;
      if (!(await updateSeoPage(app.db, page, request.body)))
        throw new HttpError(404, serverMessages.notFound);
      return {
        data: orNotFound(await findSeoPage(app.db, page)),
        message: resourceMessages.updated,
      };
    },
  );
};

export default seoPageRoutes;

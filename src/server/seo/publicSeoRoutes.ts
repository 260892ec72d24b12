/** GET /api/public/meta/:page?locale=: a page's SEO metadata in one language for the public website. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import { PublicItemQuerySchema } from '../../shared/content/publicContent';
import { PublicSeoPageSchema, SeoPageParamsSchema } from '../../shared/seo/schemas';
import { HttpError } from '../httpErrors';
import { findPublicSeoPage } from './seoPageRepository';

const publicSeoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${publicPaths.meta}/:page`,
    {
      schema: {
        tags: ['public'],
        params: SeoPageParamsSchema,
        querystring: PublicItemQuerySchema,
        response: {
          200: Type.Object({ data: PublicSeoPageSchema }),
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const page = await findPublicSeoPage(
        app.db,
        request.params.page,
        request.query.locale ?? 'en',
      );
      if (!page) throw new HttpError(404, serverMessages.notFound);
      return { data: page };
    },
  );
};

export default publicSeoRoutes;

/**
 * GET /api/public/meta/:page?locale=: a page's SEO metadata in one language for the public website. With a
 * preview link (`?preview=`, docs/api.md#preview-links), the page with its draft in place, never cached; a
 * token that is not ours, has expired or names another page is the 404 of an unknown page.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicPaths } from '../../shared/common/apiPaths';
import { DEFAULT_LOCALE } from '../../shared/common/constants';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import { PublicPreviewItemQuerySchema } from '../../shared/content/publicContent';
import { PublicSeoPageSchema, SeoPageParamsSchema, type SeoPage } from '../../shared/seo/schemas';
import { HttpError } from '../httpErrors';
import { previewed } from '../publication/publicationService';
import { findPublicSeoPage, publicSeoPage } from './seoPageRepository';
import { seoPublishable } from './seoPublishable';

const publicSeoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${publicPaths.meta}/:page`,
    {
      schema: {
        tags: ['public'],
        params: SeoPageParamsSchema,
        querystring: PublicPreviewItemQuerySchema,
        response: {
          200: Type.Object({ data: PublicSeoPageSchema }),
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { page } = request.params;
      const { locale = DEFAULT_LOCALE, preview: token } = request.query;
      if (token !== undefined) reply.header('cache-control', 'no-store');
      const found =
        token === undefined
          ? await findPublicSeoPage(app.db, page, locale)
          : await previewed(
              app.db,
              seoPublishable,
              token,
              app.clock.now(),
              (live) => live.page === page,
            ).then((seo) => seo && publicSeoPage(seo as SeoPage, locale));
      if (!found) throw new HttpError(404, serverMessages.notFound);
      return { data: found };
    },
  );
};

export default publicSeoRoutes;

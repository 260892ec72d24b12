/** GET /api/admin/content-summary: the editor's home in one answer (docs/api.md#content-summary). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { ContentSummarySchema } from '../../shared/content/summary';
import { listSeoPages } from '../seo/seoPageRepository';
import { contentSummary } from './contentSummaryRepository';

const needsWork = (completeness: Record<string, boolean>) =>
  Object.values(completeness).some(Boolean);

const contentSummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    adminPaths.contentSummary,
    {
      schema: {
        tags: ['content'],
        summary: 'Published and draft counts, the latest drafts, and the SEO pages needing work',
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({ data: ContentSummarySchema }),
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async () => {
      const pages = await listSeoPages(app.db);
      const seo = {
        pages: pages.length,
        needing_work: pages.filter((page) => needsWork({ ...page.completeness })).length,
      };
      return { data: await contentSummary(app.db, seo) };
    },
  );
};

export default contentSummaryRoutes;

/** GET /api/admin/dashboard: the home page's figures in one answer. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { DashboardSchema } from '../../shared/leads/schemas';
import { dashboard } from './dashboardRepository';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    adminPaths.dashboard,
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ data: DashboardSchema }), 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: await dashboard(app.db) }),
  );
};

export default dashboardRoutes;

/** GET /api/admin/dashboard: the home page's figures in one answer. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../../shared/common/schemas';
import { DashboardSchema } from '../../../shared/leads/schemas';
import { currentUser } from '../../auth/authPlugin';
import { dashboard } from './dashboardRepository';
import { leadReachOf } from '../common/leadReach';

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
    async (request) => ({
      data: await dashboard(app.db, new Date(), leadReachOf(currentUser(request).user)),
    }),
  );
};

export default dashboardRoutes;

/** GET /api/admin/dashboard: the home page's figures in one answer. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../../shared/apiPaths';
import { ErrorResponseSchema } from '../../../shared/auth';
import { DashboardSchema } from '../../../shared/leads';
import { dashboard } from '../../repositories/dashboard';
import type { AdminModuleOptions } from './index';

const dashboardRoutes: FastifyPluginAsyncTypebox<AdminModuleOptions> = async (app) => {
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

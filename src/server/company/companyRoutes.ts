/** GET|PUT /company: the one company row that brands the panel and the public website. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { accountMessages, CompanyInputSchema, CompanySchema } from '../../shared/account/schemas';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import { HttpError } from '../httpErrors';
import { companyToWire, getCompany, updateCompany } from './companyRepository';

const security = [{ bearerAuth: [] }];
const tags = ['company'];

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    adminPaths.company,
    {
      schema: {
        tags,
        summary: 'The company',
        security,
        response: {
          200: Type.Object({ data: CompanySchema }),
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async () => {
      const row = await getCompany(app.db);
      if (!row) throw new HttpError(404, serverMessages.notFound);
      return { data: await companyToWire(app.db, row) };
    },
  );

  app.put(
    adminPaths.company,
    {
      schema: {
        tags,
        summary: 'Update the company (created on the first save if missing)',
        security,
        body: CompanyInputSchema,
        response: {
          200: Type.Object({ data: CompanySchema, message: Type.String() }),
          401: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await updateCompany(app.db, request.body);
      return { data: await companyToWire(app.db, row), message: accountMessages.settingsUpdated };
    },
  );
};

export default companyRoutes;

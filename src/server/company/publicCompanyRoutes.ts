/** GET /company for the public website: name, logo, contacts, address in one language, social links. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PublicCompanySchema } from '../../shared/account/schemas';
import { publicPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import { PublicItemQuerySchema } from '../../shared/content/publicContent';
import { HttpError } from '../httpErrors';
import { findPublicCompany } from './companyRepository';

const publicCompanyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    publicPaths.company,
    {
      schema: {
        tags: ['public'],
        querystring: PublicItemQuerySchema,
        response: {
          200: Type.Object({ data: PublicCompanySchema }),
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const company = await findPublicCompany(app.db, request.query.locale);
      if (!company) throw new HttpError(404, serverMessages.notFound);
      return { data: company };
    },
  );
};

export default publicCompanyRoutes;

/**
 * GET|PUT|PATCH /company: the one company row that brands the panel and the public website. PUT replaces, PATCH
 * merges (docs/api.md#writing-records).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  accountMessages,
  CompanyInputSchema,
  CompanySchema,
  SOCIAL_NETWORKS,
  type CompanyInput,
} from '../../shared/account/schemas';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import { HttpError } from '../httpErrors';
import { inputOf, lenientInput, mergePatch, patchInput } from '../apiInput';
import { companyToWire, getCompany, updateCompany } from './companyRepository';

const security = [{ bearerAuth: [] }];
const tags = ['company'];
const replaceBody = lenientInput(CompanyInputSchema, {
  defaults: { social: Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, null])) },
  example: { name: 'Gulf Homes Realty', default_currency: 'AED' },
});
const patchBody = patchInput(CompanyInputSchema, { phone: '+971 4 123 4567' });
const saved = { 200: Type.Object({ data: CompanySchema, message: Type.String() }) };

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
        summary: 'Replace the company (created on the first save if missing)',
        security,
        body: replaceBody,
        response: { ...saved, 401: ErrorResponseSchema, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      const row = await updateCompany(app.db, request.body);
      return { data: await companyToWire(app.db, row), message: accountMessages.settingsUpdated };
    },
  );

  app.patch(
    adminPaths.company,
    {
      schema: {
        tags,
        summary: 'Change only the fields sent; 404 before the company is first saved',
        security,
        body: patchBody,
        response: {
          ...saved,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const existing = await getCompany(app.db);
      if (!existing) throw new HttpError(404, serverMessages.notFound);
      const current = inputOf(CompanyInputSchema, await companyToWire(app.db, existing));
      const body = request.body as Record<string, unknown>;
      const input = mergePatch(CompanyInputSchema, current, body) as CompanyInput;
      const row = await updateCompany(app.db, input);
      return { data: await companyToWire(app.db, row), message: accountMessages.settingsUpdated };
    },
  );
};

export default companyRoutes;

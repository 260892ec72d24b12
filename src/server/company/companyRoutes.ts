/**
 * GET|PUT|PATCH /company: the one company row that brands the panel and the public website. PUT replaces, PATCH
 * merges (docs/api.md#writing-records).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
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
import {
  etagged,
  guardedWrite,
  IfMatchHeaders,
  ifMatchVersions,
  staleResponse,
  staleWrite,
  withEtag,
} from '../recordVersions/recordVersions';

const security = [{ bearerAuth: [] }];
const tags = ['company'];
const replaceBody = lenientInput(CompanyInputSchema, {
  defaults: { social: Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, null])) },
  example: { name: 'Gulf Homes Realty', default_currency: 'AED' },
});
const patchBody = patchInput(CompanyInputSchema, { phone: '+971 4 123 4567' });
/** A write's answers: the company with its ETag, a 412 with the current one (docs/api.md#record-versions). */
const saved = {
  200: etagged(Type.Object({ data: CompanySchema, message: Type.String() })),
  400: ErrorResponseSchema,
  412: staleResponse(CompanySchema),
};

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The company as GET answers it; 404 before it is first saved. */
  const current = async () => {
    const row = await getCompany(app.db);
    if (!row) throw new HttpError(404, serverMessages.notFound);
    return companyToWire(app.db, row);
  };
  /** Writes the company; a stale If-Match answers 412 with the company as it is now. */
  const save = async (reply: FastifyReply, input: CompanyInput, expected: number[] | undefined) => {
    const row = await guardedWrite(
      () => updateCompany(app.db, input, expected),
      async () => {
        const now = await getCompany(app.db);
        return now && companyToWire(app.db, now);
      },
    );
    return {
      data: withEtag(reply, await companyToWire(app.db, row)),
      message: accountMessages.settingsUpdated,
    };
  };

  app.get(
    adminPaths.company,
    {
      schema: {
        tags,
        summary: 'The company',
        security,
        response: {
          200: etagged(Type.Object({ data: CompanySchema })),
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (_request, reply) => ({ data: withEtag(reply, await current()) }),
  );

  app.put(
    adminPaths.company,
    {
      schema: {
        tags,
        summary:
          'Replace the company (created on the first save if missing; with If-Match, 404 while missing)',
        security,
        headers: IfMatchHeaders,
        body: replaceBody,
        response: {
          ...saved,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const expected = ifMatchVersions(request.headers['if-match']);
      // A version can only be named of a company that exists.
      if (expected) await current();
      return save(reply, request.body, expected);
    },
  );

  app.patch(
    adminPaths.company,
    {
      schema: {
        tags,
        summary: 'Change only the fields sent; 404 before the company is first saved',
        security,
        headers: IfMatchHeaders,
        body: patchBody,
        response: {
          ...saved,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const expected = ifMatchVersions(request.headers['if-match']);
      const record = await current();
      // Stale already: refused before the patch is merged into a company its writer never saw.
      if (expected && !expected.includes(record.version)) throw staleWrite(record);
      const body = request.body as Record<string, unknown>;
      const input = mergePatch(
        CompanyInputSchema,
        inputOf(CompanyInputSchema, record),
        body,
      ) as CompanyInput;
      return save(reply, input, expected);
    },
  );
};

export default companyRoutes;

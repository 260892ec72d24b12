/** GET /developers, /developers/:slug, /projects, /projects/:slug, /team-members for the public website. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema, listResponse } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import {
  PublicDeveloperSchema,
  PublicItemQuerySchema,
  PublicListQuerySchema,
  PublicProjectListQuerySchema,
  PublicProjectSchema,
  PublicSlugParamsSchema,
  PublicTeamMemberSchema,
} from '../../shared/content/publicContent';
import { HttpError } from '../httpErrors';
import {
  findPublicDeveloper,
  findPublicProject,
  listPublicDevelopers,
  listPublicProjects,
  listPublicTeamMembers,
} from './publicContentRepository';

const errors = { 404: ErrorResponseSchema, 422: ErrorResponseSchema };
const tags = ['public'];

function orNotFound<T>(item: T | undefined): { data: T } {
  if (item === undefined) throw new HttpError(404, serverMessages.notFound);
  return { data: item };
}

const publicContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    publicPaths.developers,
    {
      schema: {
        tags,
        querystring: PublicListQuerySchema,
        response: { 200: listResponse(PublicDeveloperSchema), ...errors },
      },
    },
    async (request) => listPublicDevelopers(app.db, request.query),
  );

  app.get(
    `${publicPaths.developers}/:slug`,
    {
      schema: {
        tags,
        params: PublicSlugParamsSchema,
        querystring: PublicItemQuerySchema,
        response: { 200: Type.Object({ data: PublicDeveloperSchema }), ...errors },
      },
    },
    async (request) =>
      orNotFound(await findPublicDeveloper(app.db, request.params.slug, request.query.locale)),
  );

  app.get(
    publicPaths.projects,
    {
      schema: {
        tags,
        querystring: PublicProjectListQuerySchema,
        response: { 200: listResponse(PublicProjectSchema), ...errors },
      },
    },
    async (request) => listPublicProjects(app.db, request.query),
  );

  app.get(
    `${publicPaths.projects}/:slug`,
    {
      schema: {
        tags,
        params: PublicSlugParamsSchema,
        querystring: PublicItemQuerySchema,
        response: { 200: Type.Object({ data: PublicProjectSchema }), ...errors },
      },
    },
    async (request) =>
      orNotFound(await findPublicProject(app.db, request.params.slug, request.query.locale)),
  );

  app.get(
    publicPaths.teamMembers,
    {
      schema: {
        tags,
        querystring: PublicListQuerySchema,
        response: { 200: listResponse(PublicTeamMemberSchema), ...errors },
      },
    },
    async (request) => listPublicTeamMembers(app.db, request.query),
  );
};

export default publicContentRoutes;

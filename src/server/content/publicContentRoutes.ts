/**
 * GET /developers, /developers/:slug, /projects, /projects/:slug, /team-members for the public website. One
 * record's route, and the team list, also answer a preview link (`?preview=`, docs/api.md#preview-links): that
 * record with its draft in place, published or not, never cached; a token that is not ours, has expired or
 * names another record is the 404 of an unknown record.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { publicPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema, listResponse } from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import {
  PublicDeveloperSchema,
  PublicListQuerySchema,
  PublicPreviewItemQuerySchema,
  PublicProjectListQuerySchema,
  PublicProjectSchema,
  PublicSlugParamsSchema,
  PublicTeamListQuerySchema,
  PublicTeamMemberSchema,
} from '../../shared/content/publicContent';
import type { Developer } from '../../shared/content/developers';
import type { Project } from '../../shared/content/projects';
import type { TeamMember } from '../../shared/content/teamMembers';
import { DEFAULT_LOCALE } from '../../shared/common/constants';
import { HttpError } from '../httpErrors';
import type { Publishable, PublishedRecord } from '../publication/publishable';
import { previewed } from '../publication/publicationService';
import {
  findPublicDeveloper,
  findPublicProject,
  listPublicDevelopers,
  listPublicProjects,
  listPublicTeamMembers,
  publishedProjectsOf,
} from './publicContentRepository';
import { developerPublishable } from './developerWriteRepository';
import { projectPublishable } from './projectWriteRepository';
import { publicDeveloper, publicProject, publicTeamMember } from './publicShapes';
import { teamMemberPublishable } from './teamMemberWriteRepository';

const errors = { 404: ErrorResponseSchema, 422: ErrorResponseSchema };
const tags = ['public'];

function orNotFound<T>(item: T | undefined): { data: T } {
  if (item === undefined) throw new HttpError(404, serverMessages.notFound);
  return { data: item };
}

const publicContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The record a preview link shows, never cached; 404 for a token that does not name it. */
  const preview = async (
    reply: FastifyReply,
    p: Publishable,
    token: string,
    slug?: string,
  ): Promise<PublishedRecord> => {
    reply.header('cache-control', 'no-store');
    const matches = (live: PublishedRecord) => slug === undefined || live.slug === slug;
    const record = await previewed(app.db, p, token, app.clock.now(), matches);
    if (!record) throw new HttpError(404, serverMessages.notFound);
    return record;
  };

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
        querystring: PublicPreviewItemQuerySchema,
        response: { 200: Type.Object({ data: PublicDeveloperSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { locale = DEFAULT_LOCALE, preview: token } = request.query;
      if (token === undefined) return orNotFound(await findPublicDeveloper(app.db, slug, locale));
      const record = (await preview(reply, developerPublishable, token, slug)) as Developer;
      // Counted as the website counts them: published projects only.
      const projects_count = await publishedProjectsOf(app.db, record.id);
      return { data: publicDeveloper({ ...record, projects_count }, locale) };
    },
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
        querystring: PublicPreviewItemQuerySchema,
        response: { 200: Type.Object({ data: PublicProjectSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { locale = DEFAULT_LOCALE, preview: token } = request.query;
      if (token === undefined) return orNotFound(await findPublicProject(app.db, slug, locale));
      const record = (await preview(reply, projectPublishable, token, slug)) as Project;
      return { data: publicProject(record, locale) };
    },
  );

  app.get(
    publicPaths.teamMembers,
    {
      schema: {
        tags,
        querystring: PublicTeamListQuerySchema,
        response: { 200: listResponse(PublicTeamMemberSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { preview: token, ...query } = request.query;
      if (token === undefined) return listPublicTeamMembers(app.db, query);
      const record = (await preview(reply, teamMemberPublishable, token)) as TeamMember;
      return {
        data: [publicTeamMember(record, query.locale ?? DEFAULT_LOCALE)],
        meta: { current_page: 1, per_page: query.per_page ?? 1, total: 1, last_page: 1 },
      };
    },
  );
};

export default publicContentRoutes;

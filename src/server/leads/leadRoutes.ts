/**
 * /api/admin/forms/{kind}…: the four lead lists, one lead with its notes, status/read changes, delete, bulk
 * actions, notes and the streamed CSV export; /forms/unread for the menu badges. Token-protected by the
 * admin scope like every admin route. A lead asked for under another kind is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import {
  ErrorResponseSchema,
  MessageResponseSchema,
  listResponse,
} from '../../shared/common/schemas';
import { serverMessages } from '../../shared/common/errors';
import {
  LeadBulkSchema,
  LeadDetailSchema,
  LeadExportQuerySchema,
  LeadKindParamsSchema,
  LeadListQuerySchema,
  LeadNoteInputSchema,
  LeadNoteSchema,
  LeadParamsSchema,
  LeadPatchSchema,
  LeadSchema,
  UnreadCountsSchema,
  leadMessages,
  type LeadKind,
} from '../../shared/leads/schemas';
import { mayCall } from '../../shared/permissions';
import { recordAudit } from '../audit/auditRepository';
import { sendCsv } from '../csv';
import { currentUser } from '../auth/authPlugin';
import { forbidden, HttpError, validationError } from '../httpErrors';
import { leadExporter } from './leadExporter';
import { addLeadNote, bulkLeads, deleteLead, patchLead } from './leadWriteRepository';
import {
  findLead,
  findLeadDetail,
  idsWithinReach,
  listLeads,
  unreadCounts,
} from './leadRepository';
import { leadReachOf } from './leadReach';
import { resourceMessages } from '../resourceMessages';

const base = { tags: ['leads'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const notFound = () => new HttpError(404, serverMessages.notFound);
const path = `${adminPaths.forms}/:kind`;

const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const exporter = leadExporter(app.db, app.config);
  /** A lead outside the user's reach is a 404, as if it did not exist (leadReach.ts). */
  const mustReach = async (request: FastifyRequest, kind: LeadKind, id: number) => {
    const reach = leadReachOf(currentUser(request).user);
    if (reach && !(await findLead(app.db, kind, id, reach))) throw notFound();
  };
  app.addHook('onClose', async () => exporter.close());

  // Static, so it never reads as a kind (find-my-way prefers static segments anyway).
  app.get(
    adminPaths.unreadCounts,
    {
      schema: { ...base, response: { 200: Type.Object({ data: UnreadCountsSchema }), ...errors } },
    },
    async (request) => ({
      data: await unreadCounts(app.db, leadReachOf(currentUser(request).user)),
    }),
  );

  app.get(
    path,
    {
      schema: {
        ...base,
        params: LeadKindParamsSchema,
        querystring: LeadListQuerySchema,
        response: { 200: listResponse(LeadSchema), ...errors },
      },
    },
    async (request) => {
      exporter.warm();
      const reach = leadReachOf(currentUser(request).user);
      return listLeads(app.readDb, request.params.kind, request.query, reach);
    },
  );

  app.get(
    `${path}/export.csv`,
    {
      schema: {
        ...base,
        summary: 'The filtered, sorted leads as CSV (streamed)',
        params: LeadKindParamsSchema,
        querystring: LeadExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      await recordAudit(app.db, {
        entity: 'lead',
        action: 'export',
        changes: { kind: [null, kind], filters: [null, request.query] },
      });
      return sendCsv(reply, `${kind}-forms`, exporter.stream(kind, request.query));
    },
  );

  app.post(
    `${path}/bulk`,
    {
      schema: {
        ...base,
        params: LeadKindParamsSchema,
        body: LeadBulkSchema,
        response: {
          200: Type.Object({
            data: Type.Object({ affected: Type.Integer() }),
            message: Type.String(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { body } = request;
      const { user } = currentUser(request);
      // Deleting in bulk is deleting: only the roles that may delete one lead.
      if (body.action === 'delete' && !mayCall(user.role, 'DELETE', `${path}/:id`))
        throw forbidden();
      if (body.action === 'status' && !body.status)
        throw validationError({ status: [leadMessages.statusRequired] });
      const { kind } = request.params;
      const ids = await idsWithinReach(app.db, kind, body.ids, leadReachOf(user));
      const affected = ids.length === 0 ? 0 : await bulkLeads(app.db, kind, { ...body, ids });
      const message =
        body.action === 'delete' ? resourceMessages.deleted : resourceMessages.updated;
      return { data: { affected }, message };
    },
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        ...base,
        params: LeadParamsSchema,
        response: { 200: Type.Object({ data: LeadDetailSchema }), ...errors },
      },
    },
    async (request) => {
      const reach = leadReachOf(currentUser(request).user);
      const lead = await findLeadDetail(app.db, request.params.kind, request.params.id, reach);
      if (!lead) throw notFound();
      return { data: lead };
    },
  );

  app.patch(
    `${path}/:id`,
    {
      schema: {
        ...base,
        params: LeadParamsSchema,
        body: LeadPatchSchema,
        response: { 200: Type.Object({ data: LeadSchema, message: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await mustReach(request, kind, id);
      if (!(await patchLead(app.db, kind, id, request.body))) throw notFound();
      return { data: (await findLead(app.db, kind, id))!, message: resourceMessages.updated };
    },
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        ...base,
        params: LeadParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await mustReach(request, request.params.kind, request.params.id);
      if (!(await deleteLead(app.db, request.params.kind, request.params.id))) throw notFound();
      return { message: resourceMessages.deleted };
    },
  );

  app.post(
    `${path}/:id/notes`,
    {
      schema: {
        ...base,
        params: LeadParamsSchema,
        body: LeadNoteInputSchema,
        response: {
          201: Type.Object({ data: LeadNoteSchema, message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      await mustReach(request, kind, id);
      const note = await addLeadNote(
        app.db,
        kind,
        id,
        currentUser(request).user,
        request.body.body,
      );
      if (!note) throw notFound();
      return reply.code(201).send({ data: note, message: resourceMessages.created });
    },
  );
};

export default leadRoutes;

/**
 * /api/admin/forms/{kind}…: the four lead lists, one lead with its notes, status/read changes, delete, bulk
 * actions, notes, assignment and recorded contacts, and the streamed CSV export; /forms/unread for the menu
 * badges and /assignees for the assignee choices. Token-protected by the
 * admin scope like every admin route. A lead asked for under another kind is a 404. Each handler is one step
 * of the lead desk (leadDesk.ts): the schemas and the answers are here, the work there.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { adminPaths } from '../../../shared/common/apiPaths';
import {
  ErrorResponseSchema,
  MessageResponseSchema,
  listResponse,
} from '../../../shared/common/schemas';
import {
  AssigneeSchema,
  LeadAssigneeInputSchema,
  LeadBulkAssignSchema,
  LeadBulkSchema,
  LeadContactInputSchema,
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
} from '../../../shared/leads/schemas';
import { currentUser } from '../../auth/authPlugin';
import { sendCsv } from '../../csv';
import { resourceMessages } from '../../resourceMessages';
import { listAssignees } from './leadAssignRepository';
import { createLeadDesk } from './leadDesk';

const base = { tags: ['leads'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const path = `${adminPaths.forms}/:kind`;

const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const desk = createLeadDesk(app);
  app.addHook('onClose', async () => desk.close());
  const userOf = (request: FastifyRequest) => currentUser(request).user;

  // Static, so it never reads as a kind (find-my-way prefers static segments anyway).
  app.get(
    adminPaths.unreadCounts,
    {
      schema: {
        ...base,
        summary: 'Unread leads per kind, and beside them the overdue ones (the menu badges)',
        response: {
          200: Type.Object({ data: UnreadCountsSchema, overdue: UnreadCountsSchema }),
          ...errors,
        },
      },
    },
    async (request) => desk.unread(userOf(request)),
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
    async (request) => desk.list(userOf(request), request.params.kind, request.query),
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
      return sendCsv(
        reply,
        `${kind}-forms`,
        await desk.export(userOf(request), kind, request.query),
      );
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
      const affected = await desk.bulk(userOf(request), request.params.kind, request.body);
      const message =
        request.body.action === 'delete' ? resourceMessages.deleted : resourceMessages.updated;
      return { data: { affected }, message };
    },
  );

  app.post(
    `${path}/assign`,
    {
      schema: {
        ...base,
        summary: 'Assigns the selected leads to one sales user, or back to the pool (managers)',
        params: LeadKindParamsSchema,
        body: LeadBulkAssignSchema,
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
      const { ids, assignee_id } = request.body;
      const affected = await desk.assignSelection(
        userOf(request),
        request.params.kind,
        ids,
        assignee_id,
      );
      return { data: { affected }, message: resourceMessages.updated };
    },
  );

  app.get(
    adminPaths.assignees,
    {
      schema: {
        ...base,
        summary: 'The active sales users a lead may be assigned to',
        response: { 200: Type.Object({ data: Type.Array(AssigneeSchema) }), ...errors },
      },
    },
    async () => ({ data: await listAssignees(app.db) }),
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
    async (request) => ({
      data: await desk.detail(userOf(request), request.params.kind, request.params.id),
    }),
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
      const lead = await desk.patch(userOf(request), kind, id, request.body);
      return { data: lead, message: resourceMessages.updated };
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
      await desk.remove(userOf(request), request.params.kind, request.params.id);
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
      const note = await desk.addNote(userOf(request), kind, id, request.body.body);
      return reply.code(201).send({ data: note, message: resourceMessages.created });
    },
  );

  app.patch(
    `${path}/:id/assignee`,
    {
      schema: {
        ...base,
        summary: 'Assigns the lead (managers), or takes it from the pool (an agent, for itself)',
        params: LeadParamsSchema,
        body: LeadAssigneeInputSchema,
        response: { 200: Type.Object({ data: LeadSchema, message: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const lead = await desk.assign(userOf(request), kind, id, request.body.assignee_id);
      return { data: lead, message: resourceMessages.updated };
    },
  );

  app.post(
    `${path}/:id/contacts`,
    {
      schema: {
        ...base,
        summary: 'Records a call, e-mail or WhatsApp message to the lead',
        params: LeadParamsSchema,
        body: LeadContactInputSchema,
        response: {
          201: Type.Object({ data: LeadSchema, message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const lead = await desk.recordContact(userOf(request), kind, id, request.body.channel);
      return reply.code(201).send({ data: lead, message: resourceMessages.created });
    },
  );
};

export default leadRoutes;

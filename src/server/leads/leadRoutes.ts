/**
 * /api/admin/forms/{kind}…: the four lead lists, one lead with its notes, status/read changes, delete, bulk
 * actions, notes, assignment and recorded contacts, and the streamed CSV export; /forms/unread for the menu
 * badges and /assignees for the assignee choices. Token-protected by the
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
  type Lead,
  leadMessages,
  type LeadKind,
} from '../../shared/leads/schemas';
import { mayCall } from '../../shared/permissions';
import { recordAudit } from '../audit/auditRepository';
import { sendCsv } from '../csv';
import { currentUser } from '../auth/authPlugin';
import { forbidden, HttpError, validationError } from '../httpErrors';
import { leadExporter } from './leadExporter';
import {
  addLeadNote,
  bulkLeads,
  deleteLead,
  patchLead,
  recordLeadContact,
} from './leadWriteRepository';
import {
  assignLeads,
  findAssignable,
  listAssignees,
  type AssignedLead,
  type Assignable,
} from './leadAssignRepository';
import { assignMail } from './assignMail';
import {
  findLead,
  findLeadDetail,
  idsWithinReach,
  listLeads,
  resolveAssigneeFilter,
  unreadCounts,
} from './leadRepository';
import { leadReachOf } from './leadReach';
import { overdueCounts, readSla, targetCutoffs } from './leadSlaRepository';
import { resolveOverdueFilter, withOverdue } from './leadSla';
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
  /** Each kind's overdue cutoff now (docs/product.md#speed-to-lead): the targets are read afresh. */
  const cutoffsNow = async () => targetCutoffs(await readSla(app.db), app.clock.now());
  /** A lead as answered, with its overdue flag. */
  const wire = async <L extends Lead>(lead: L) => withOverdue(lead, await cutoffsNow());

  /** The assignee named in a body: an active sales user, else a 422 in the contract's shape. */
  const assignable = async (id: number | null): Promise<Assignable | null> => {
    if (id === null) return null;
    const user = await findAssignable(app.db, id);
    if (!user) throw validationError({ assignee_id: [leadMessages.assigneeInvalid] });
    return user;
  };
  /** Tells the new assignee, after the commit; the mailer queues it, so the answer never waits or fails. */
  const tell = (assignee: Assignable | null, by: string, leads: AssignedLead[]) => {
    if (!assignee || leads.length === 0) return;
    app.mailer.send(assignMail({ assignee, by, leads, appUrl: app.config.appUrl }));
  };

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
    async (request) => {
      const reach = leadReachOf(currentUser(request).user);
      const [data, overdue] = await Promise.all([
        unreadCounts(app.db, reach),
        cutoffsNow().then((cutoffs) => overdueCounts(app.db, cutoffs, reach)),
      ]);
      return { data, overdue };
    },
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
      const { user } = currentUser(request);
      const { kind } = request.params;
      const cutoffs = await cutoffsNow();
      const query = resolveOverdueFilter(
        resolveAssigneeFilter(request.query, user.id),
        cutoffs[kind],
      );
      const page = await listLeads(app.readDb, kind, query, leadReachOf(user));
      return { ...page, data: page.data.map((lead) => withOverdue(lead, cutoffs)) };
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
      const query = resolveOverdueFilter(
        resolveAssigneeFilter(request.query, currentUser(request).user.id),
        (await cutoffsNow())[kind],
      );
      return sendCsv(reply, `${kind}-forms`, exporter.stream(kind, query));
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
      // Read before the write: a deleted lead has no owner to ask about afterwards.
      const touched = await app.leadLive.owners(ids);
      const affected = ids.length === 0 ? 0 : await bulkLeads(app.db, kind, { ...body, ids });
      if (affected > 0) app.leadLive.changed(touched, user.id);
      const message =
        body.action === 'delete' ? resourceMessages.deleted : resourceMessages.updated;
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
      const { user } = currentUser(request);
      const assignee = await assignable(request.body.assignee_id);
      const { changed } = await assignLeads(
        app.db,
        request.params.kind,
        request.body.ids,
        assignee?.id ?? null,
      );
      tell(assignee, user.name, changed);
      app.leadLive.assigned(changed, assignee?.id ?? null, user.id);
      return { data: { affected: changed.length }, message: resourceMessages.updated };
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
    async (request) => {
      const reach = leadReachOf(currentUser(request).user);
      const lead = await findLeadDetail(app.db, request.params.kind, request.params.id, reach);
      if (!lead) throw notFound();
      return { data: await wire(lead) };
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
      const lead = await wire((await findLead(app.db, kind, id))!);
      app.leadLive.changed([lead], currentUser(request).user.id);
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
      const { kind, id } = request.params;
      await mustReach(request, kind, id);
      const owners = await app.leadLive.owners([id]);
      if (!(await deleteLead(app.db, kind, id))) throw notFound();
      app.leadLive.changed(owners, currentUser(request).user.id);
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
      app.leadLive.changed(await app.leadLive.owners([id]), currentUser(request).user.id);
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
      const { user } = currentUser(request);
      await mustReach(request, kind, id);
      // Whoever may assign a selection assigns anyone (permissions.ts); any other role only takes a pool lead.
      const manages = mayCall(user.role, 'POST', `${path}/assign`);
      const wanted = request.body.assignee_id;
      if (!manages && wanted !== user.id) throw forbidden();
      const assignee = await assignable(wanted);
      const { found, changed } = await assignLeads(app.db, kind, [id], assignee?.id ?? null, {
        poolOnly: !manages,
      });
      if (found === 0) {
        if (!manages && (await findLead(app.db, kind, id))) throw forbidden();
        throw notFound();
      }
      tell(assignee, user.name, changed);
      app.leadLive.assigned(changed, assignee?.id ?? null, user.id);
      return {
        data: await wire((await findLead(app.db, kind, id))!),
        message: resourceMessages.updated,
      };
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
      await mustReach(request, kind, id);
      if (!(await recordLeadContact(app.db, kind, id, request.body.channel))) throw notFound();
      const lead = await wire((await findLead(app.db, kind, id))!);
      app.leadLive.changed([lead], currentUser(request).user.id);
      return reply.code(201).send({ data: lead, message: resourceMessages.created });
    },
  );
};

export default leadRoutes;

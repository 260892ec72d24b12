/**
 * Speed to lead (docs/product.md#speed-to-lead): GET/PUT /lead-sla (each kind's first-response target and
 * reassignment threshold), GET /dashboard/response-times (the figures), and the once-per-fleet escalation
 * job: leads past their target are told to the managers once, and those past the reassignment threshold
 * go back to the pool once; leads created before the installation started are left alone.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { LEAD_KINDS } from '../../shared/leads/rules';
import {
  LeadSlaInputSchema,
  LeadSlaSettingsSchema,
  ResponseTimesQuerySchema,
  ResponseTimesSchema,
  SLA_ESCALATION_EVERY_MS,
  slaMessages,
} from '../../shared/leads/slaSchemas';
import { resourceMessages } from '../resourceMessages';
import { currentUser } from '../auth/authPlugin';
import { installationStart } from '../db/installationRepository';
import { validationError } from '../httpErrors';
import { escalationMail } from './escalationMail';
import { leadReachOf } from './leadReach';
import {
  escalateOverdue,
  poolUnanswered,
  readSla,
  reassignCutoffs,
  slaManagers,
  targetCutoffs,
  writeSla,
} from './leadSlaRepository';
import { responseTimes } from './responseTimesRepository';

const base = { tags: ['leads'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

const slaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.jobs.add({
    name: 'lead-sla-escalation',
    everyMs: SLA_ESCALATION_EVERY_MS,
    run: async (now) => {
      const settings = await readSla(app.db);
      // Leads created before the installation started are history, not work to chase: the demo's are
      // back-dated weeks, and none of them should reach a manager's inbox (docs/product.md#speed-to-lead).
      const since = await installationStart(app.db);
      const overdue = await escalateOverdue(app.db, targetCutoffs(settings, now), now, since);
      const pooled = await poolUnanswered(app.db, reassignCutoffs(settings, now), now, since);
      if (overdue.length === 0 && pooled.length === 0) return;
      // One mail per manager per run listing every lead, rather than one per lead: a burst of unanswered
      // leads is one message to read, not an inbox flooded once a minute.
      for (const manager of await slaManagers(app.db))
        app.mailer.send(escalationMail({ manager, overdue, pooled, appUrl: app.config.appUrl }));
    },
  });

  app.get(
    adminPaths.leadSla,
    {
      schema: {
        ...base,
        summary: "Each lead kind's first-response target and reassignment threshold, in minutes",
        response: { 200: Type.Object({ data: LeadSlaSettingsSchema }), ...errors },
      },
    },
    async () => ({ data: await readSla(app.db) }),
  );

  app.put(
    adminPaths.leadSla,
    {
      schema: {
        ...base,
        summary: 'Changes the targets of the kinds given (managers)',
        body: LeadSlaInputSchema,
        response: {
          200: Type.Object({ data: LeadSlaSettingsSchema, message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const fieldErrors: Record<string, string[]> = {};
      for (const kind of LEAD_KINDS) {
        const wanted = request.body[kind];
        if (
          wanted &&
          wanted.reassign_minutes !== null &&
          wanted.reassign_minutes <= wanted.target_minutes
        )
          fieldErrors[`${kind}.reassign_minutes`] = [slaMessages.reassignAfterTarget];
      }
      if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
      const data = await writeSla(app.db, request.body, app.clock.now());
      return { data, message: resourceMessages.updated };
    },
  );

  app.get(
    adminPaths.responseTimes,
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary: 'First-response times, share within target, leads per agent by status, the funnel',
        querystring: ResponseTimesQuerySchema,
        response: { 200: Type.Object({ data: ResponseTimesSchema }), ...errors },
      },
    },
    async (request) => {
      const reach = leadReachOf(currentUser(request).user);
      const data = await responseTimes(app.readDb, {
        days: request.query.days ?? 7,
        now: app.clock.now(),
        targets: await readSla(app.db),
        // An agent sees its own figures only (docs/product.md#speed-to-lead).
        assigneeId: reach ? reach.assigneeId : null,
      });
      return { data };
    },
  );
};

export default slaRoutes;

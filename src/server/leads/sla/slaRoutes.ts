/**
 * Speed to lead (docs/product.md#speed-to-lead): GET/PUT /lead-sla (each kind's first-response target and
 * reassignment threshold), GET /dashboard/response-times (the figures). The escalation job
 * (slaEscalationJob.ts) is added by the leads module's entry (leads/index.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../../shared/common/schemas';
import { LEAD_KINDS } from '../../../shared/leads/rules';
import {
  LeadSlaInputSchema,
  LeadSlaSettingsSchema,
  ResponseTimesQuerySchema,
  ResponseTimesSchema,
  slaMessages,
} from '../../../shared/leads/sla/schemas';
import { resourceMessages } from '../../resourceMessages';
import { currentUser } from '../../auth/authPlugin';
import { validationError } from '../../httpErrors';
import { leadReachOf } from '../common/leadReach';
import { readSla, writeSla } from './leadSlaRepository';
import { responseTimes } from './responseTimesRepository';

const base = { tags: ['leads'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

const slaRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

/**
 * /api/admin/routing-rules (the managers', docs/api.md#routing-rules): the ordered rules with the state of
 * each group's agents, create, change, delete and reorder; and /profile/availability, a sales user's own
 * availability switch and working hours (docs/product.md#routing).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../../shared/common/apiPaths';
import {
  ErrorResponseSchema,
  MessageResponseSchema,
  ReorderBodySchema,
} from '../../../shared/common/schemas';
import {
  AvailabilitySchema,
  isTimeZone,
  routingMessages,
  RoutingRuleInputSchema,
  RoutingRuleParamsSchema,
  RoutingRuleSchema,
} from '../../../shared/leads/routing/schemas';
import { recordAudit } from '../../audit/auditRepository';
import { currentUser } from '../../auth/authPlugin';
import { unauthenticated, validationError } from '../../httpErrors';
import { resourceMessages } from '../../resourceMessages';
import { findAvailability, setAvailability } from './routingRepository';
import { changeRule, createRule, removeRule, reorderRules, rulesForScreen } from './ruleService';

const base = { tags: ['routing'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const path = adminPaths.routingRules;
const One = Type.Object({ data: RoutingRuleSchema, message: Type.String() });
const Many = Type.Object({ data: Type.Array(RoutingRuleSchema) });

const routingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    path,
    {
      schema: {
        ...base,
        summary: 'The routing rules in order',
        response: { 200: Many, ...errors },
      },
    },
    async () => ({ data: await rulesForScreen(app.db) }),
  );

  app.post(
    path,
    {
      schema: {
        ...base,
        summary: 'Add a routing rule (last in the order)',
        body: RoutingRuleInputSchema,
        response: { 201: One, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createRule(app.db, request.body), message: resourceMessages.created }),
  );

  app.post(
    `${path}/reorder`,
    {
      schema: {
        ...base,
        summary: 'Put the rules in a new order (every rule, once)',
        body: ReorderBodySchema,
        response: {
          200: Type.Object({ data: Type.Array(RoutingRuleSchema), message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await reorderRules(app.db, request.body.ids),
      message: resourceMessages.updated,
    }),
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        ...base,
        summary: 'Change a routing rule',
        params: RoutingRuleParamsSchema,
        body: RoutingRuleInputSchema,
        response: { 200: One, ...errors },
      },
    },
    async (request) => ({
      data: await changeRule(app.db, request.params.id, request.body),
      message: resourceMessages.updated,
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        ...base,
        summary: 'Delete a routing rule',
        params: RoutingRuleParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeRule(app.db, request.params.id);
      return { message: resourceMessages.deleted };
    },
  );

  const Availability = Type.Object({ data: AvailabilitySchema });

  app.get(
    adminPaths.profileAvailability,
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in sales user's availability for routed leads",
        security: base.security,
        response: { 200: Availability, ...errors },
      },
    },
    async (request) => {
      const found = await findAvailability(app.db, currentUser(request).user.id);
      if (!found) throw unauthenticated();
      return { data: found };
    },
  );

  app.put(
    adminPaths.profileAvailability,
    {
      schema: {
        tags: ['profile'],
        summary: 'Switch the signed-in sales user available or away, with optional working hours',
        security: base.security,
        body: AvailabilitySchema,
        response: {
          200: Type.Object({ data: AvailabilitySchema, message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const { available, working_hours: hours } = request.body;
      if (hours && !isTimeZone(hours.time_zone))
        throw validationError({ 'working_hours.time_zone': [routingMessages.timeZoneInvalid] });
      const stored = hours && { ...hours, days: [...hours.days].sort((a, b) => a - b) };
      const before = await findAvailability(app.db, user.id);
      await app.db.transaction().execute(async (trx) => {
        await setAvailability(trx, user.id, available, stored);
        await recordAudit(trx, {
          entity: 'user',
          entityId: user.id,
          action: 'update',
          changes: {
            available: [before?.available ?? null, available],
            working_hours: [before?.working_hours ?? null, stored],
          },
        });
      });
      return {
        data: { available, working_hours: stored },
        message: routingMessages.availabilityUpdated,
      };
    },
  );
};

export default routingRoutes;

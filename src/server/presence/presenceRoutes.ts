/**
 * /api/admin/presence/{resource}/{id} (docs/api.md#presence, docs/product.md#presence): a record page says it
 * is open (PUT, every PRESENCE_HEARTBEAT_MS) and answers who else is; DELETE says it left. It warns, it does
 * not lock: nothing else reads these rows. Whoever may read the record may be present on it (the record's
 * own GET route in the permission table); a record that does not exist is a 404. An arrival or a departure
 * is published as `presence.changed`, which the events stream passes to whoever may read that kind of
 * record, so their pages ask again at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { serverMessages } from '../../shared/common/errors';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { mayBePresent, PRESENCE_WINDOW_MS } from '../../shared/presence/rules';
import { PresenceParamsSchema, PresenceResponseSchema } from '../../shared/presence/schemas';
import { currentUser } from '../auth/authPlugin';
import { forbidden, HttpError } from '../httpErrors';
import {
  leavePresence,
  othersPresent,
  recordExists,
  touchPresence,
  type PresenceKey,
} from './presenceRepository';

const base = { tags: ['presence'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const path = `${adminPaths.presence}/:resource/:id`;

  /** The checks both routes make: the role may read the record, and it exists. */
  const recordOf = async (
    role: Parameters<typeof mayBePresent>[0],
    params: { resource: PresenceKey['resource']; id: string },
  ) => {
    if (!mayBePresent(role, params.resource)) throw forbidden();
    const key: PresenceKey = { resource: params.resource, recordId: params.id };
    if (!(await recordExists(app.db, key))) throw new HttpError(404, serverMessages.notFound);
    return key;
  };

  app.put(
    path,
    {
      schema: {
        ...base,
        summary: 'Say this user has the record open; answers who else has it open',
        description: `A heartbeat: the page sends it while open, at least every ${PRESENCE_WINDOW_MS / 1000 / 3} s. Answers the other users whose heartbeat on the record is within the last ${PRESENCE_WINDOW_MS / 1000} s.`,
        params: PresenceParamsSchema,
        response: { 200: PresenceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const key = await recordOf(user.role, request.params);
      const now = app.clock.now();
      const arrived = await touchPresence(app.db, key, user.id, now, PRESENCE_WINDOW_MS);
      if (arrived)
        app.events.publish({
          type: 'presence.changed',
          resource: key.resource,
          id: key.recordId,
          actor_id: user.id,
        });
      return { data: await othersPresent(app.db, key, user.id, now, PRESENCE_WINDOW_MS) };
    },
  );

  app.delete(
    path,
    {
      schema: {
        ...base,
        summary: 'Say this user left the record',
        params: PresenceParamsSchema,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const key = await recordOf(user.role, request.params);
      const left = await leavePresence(app.db, key, user.id, app.clock.now(), PRESENCE_WINDOW_MS);
      if (left)
        app.events.publish({
          type: 'presence.changed',
          resource: key.resource,
          id: key.recordId,
          actor_id: user.id,
        });
      return reply.code(204).send(null);
    },
  );
};

export default presenceRoutes;

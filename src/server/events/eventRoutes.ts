/**
 * GET /api/admin/events: the live updates as server-sent events (docs/api.md#live-events). Token-protected
 * by the admin scope like every admin route (the client reads the stream with fetch, so the token travels in
 * the Authorization header, never in the URL). Each event the bus delivers goes to the streams whose user
 * reaches the lead (eventReach.ts). The stream sends `retry:` first, an `id` with each event and a comment
 * every 20 s; at each of those the session is checked again, so a signed-out or deactivated user stops
 * hearing within one heartbeat, and a changed role or pool applies. The answer is written straight to the
 * socket (hijacked): no compressor or onSend hook holds it back. A user may hold a few streams at once;
 * one more is a 429.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_STREAMS_PER_USER,
  LIVE_RETRY_MS,
  type LiveEvent,
} from '../../shared/events/liveEvents';
import { mayCall } from '../../shared/permissions';
import { currentUser } from '../auth/authPlugin';
import { resolveToken } from '../auth/tokenService';
import { tooManyAttempts } from '../httpErrors';
import { leadReachOf } from '../leads/leadReach';
import { hears } from './eventReach';

/** A client that stops reading is dropped once this much waits for it; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const BEARER = /^Bearer ([^\s]+)$/;

export interface EventRoutesOptions {
  /** Tests shorten the heartbeat. */
  heartbeatMs?: number;
}

const eventRoutes: FastifyPluginAsyncTypebox<EventRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const openPerUser = new Map<number, number>();
  const open = new Set<() => void>();
  // Open streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    adminPaths.events,
    {
      schema: {
        tags: ['events'],
        summary: 'Live updates about the leads within reach (text/event-stream)',
        security: [{ bearerAuth: [] }],
        response: {
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const held = openPerUser.get(user.id) ?? 0;
      if (held >= LIVE_MAX_STREAMS_PER_USER) throw tooManyAttempts(heartbeatMs / 1000);
      openPerUser.set(user.id, held + 1);

      const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
      let reach = leadReachOf(user);
      let seq = 0;
      let ended = false;
      const raw = reply.raw;

      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx: pass each event on at once (docs/operations.md#live-updates-behind-nginx).
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);

      const end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(heartbeat);
        open.delete(end);
        const left = (openPerUser.get(user.id) ?? 1) - 1;
        if (left > 0) openPerUser.set(user.id, left);
        else openPerUser.delete(user.id);
        if (!raw.writableEnded) raw.end();
      };
      const send = (chunk: string) => {
        if (ended) return;
        if (raw.writableLength > MAX_BUFFERED_BYTES) end();
        else raw.write(chunk);
      };
      const unsubscribe = app.events.subscribe((event: LiveEvent) => {
        if (!hears(reach, event)) return;
        seq += 1;
        send(`id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => {
        send(': heartbeat\n\n');
        resolveToken(app.db, token, app.config)
          .then((session) => {
            if (!session || !mayCall(session.user.role, 'GET', adminPaths.events)) end();
            else reach = leadReachOf(session.user);
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'live stream check failed'));
      }, heartbeatMs);
      heartbeat.unref();
      open.add(end);
      raw.on('close', end);
      raw.on('error', end);
    },
  );
};

export default eventRoutes;

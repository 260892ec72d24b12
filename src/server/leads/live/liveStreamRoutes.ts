/**
 * GET /api/admin/events: the live updates as server-sent events (docs/api.md#live-events). Token-protected
 * by the admin scope like every admin route (the client reads the stream with fetch, so the token travels in
 * the Authorization header, never in the URL). Each event the bus delivers goes to the streams whose user
 * reaches the lead, and the presence news to those who may read the record (liveReach.ts); every role
 * may open it, an editor hearing only presence. The stream sends `retry:` first, an `id` with each event and a comment
 * every 20 s. A logout, a revocation, a deactivation or a change of role or pool ends the streams it
 * concerns at once, on every instance, through the bus's StreamsEnd (openStreams.ts,
 * docs/architecture.md#ending-streams-at-once); the client reconnects and is refused, or served under its
 * new role. Each heartbeat also checks the session again, for expiry and in case a StreamsEnd was lost. The
 * answer is written straight to the socket (hijacked): no compressor or onSend hook holds it back. A user
 * may hold a few streams at once; one more is a 429.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminPaths } from '../../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../../shared/common/schemas';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_STREAMS_PER_USER,
  LIVE_RETRY_MS,
  type LiveEvent,
} from '../../../shared/leads/live/liveEvents';
import { mayCall } from '../../../shared/permissions';
import { currentUser } from '../../auth/authPlugin';
import { resolveToken } from '../../auth/tokenService';
import { tooManyAttempts } from '../../httpErrors';
import { leadReachOf } from '../common/leadReach';
import { hears } from './liveReach';
import { createOpenStreams, type OpenStream } from './openStreams';

/** A client that stops reading is dropped once this much waits for it; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const BEARER = /^Bearer ([^\s]+)$/;

export interface LiveStreamRoutesOptions {
  /** Tests shorten the heartbeat. */
  heartbeatMs?: number;
}

const liveStreamRoutes: FastifyPluginAsyncTypebox<LiveStreamRoutesOptions> = async (
  app,
  options,
) => {
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const open = createOpenStreams();
  const stopHearing = app.events.onStreamsEnd((message) => open.end(message));
  // Open streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => {
    stopHearing();
    open.endAll();
  });

  app.get(
    adminPaths.events,
    {
      schema: {
        tags: ['events'],
        summary: 'Live updates: the leads within reach, who has a record open (text/event-stream)',
        security: [{ bearerAuth: [] }],
        response: {
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, tokenId } = currentUser(request);
      if (open.heldBy(user.id) >= LIVE_MAX_STREAMS_PER_USER)
        throw tooManyAttempts(heartbeatMs / 1000);

      const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const reach = leadReachOf(user);
      const role = user.role;
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
        open.remove(stream);
        if (!raw.writableEnded) raw.end();
      };
      const stream: OpenStream = { userId: user.id, tokenId, end };
      const send = (chunk: string) => {
        if (ended) return;
        if (raw.writableLength > MAX_BUFFERED_BYTES) end();
        else raw.write(chunk);
      };
      const unsubscribe = app.events.subscribe((event: LiveEvent) => {
        if (!hears(role, reach, event)) return;
        seq += 1;
        send(`id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => {
        send(': heartbeat\n\n');
        resolveToken(app.db, token, app.config)
          .then((session) => {
            // A changed role or pool ends it, as its StreamsEnd would; it reconnects with the new reach.
            if (
              !session ||
              !mayCall(session.user.role, 'GET', adminPaths.events) ||
              session.user.role !== role ||
              JSON.stringify(leadReachOf(session.user)) !== JSON.stringify(reach)
            )
              end();
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'live stream check failed'));
      }, heartbeatMs);
      heartbeat.unref();
      raw.on('close', end);
      raw.on('error', end);
      // Ended already if its session ended while this request was being authenticated.
      if (!open.add(stream, Date.now() - reply.elapsedTime)) end();
    },
  );
};

export default liveStreamRoutes;

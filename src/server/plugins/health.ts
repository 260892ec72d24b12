/**
 * Probes for a load balancer or an orchestrator (docs/operations.md#health-and-shutdown):
 * - `GET /readyz`: can this instance serve? Only its database decides (503 when it does not answer). Redis
 *   and the media store are reported beside it but never take the instance out of a balancer: every instance
 *   shares them, so failing on them would take the whole fleet out at once while reads still work, and the
 *   app carries on without Redis (limits and locks fall back to the database: docs/operations.md#faults).
 *   From the moment the instance starts shutting down, Fastify answers every new request (this one too)
 *   with 503 (`return503OnClosing`), so traffic moves away while the open requests finish.
 * - `GET /healthz`: the process is alive; its `checks` tell which dependency is degraded, as last seen
 *   ('unknown' before the first look). It answers at once and looks again in the background at most every
 *   few seconds, so a caller can never make it wait on, or ask, the dependencies more often.
 * The answers name no host and carry no error text; the reason, and every change of state, is logged.
 */
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { pingDatabase } from '../db/dialect';

const CHECK_TIMEOUT_MS = 2000;
/** /healthz reuses a probe this recent. */
const HEALTH_CACHE_MS = 5000;

type CheckState = 'ok' | 'down' | 'not configured';
/** What /healthz says of a dependency not yet looked at since start. */
type Seen = CheckState | 'unknown';
type CheckName = 'database' | 'redis' | 'media';
type Checks = Record<CheckName, CheckState>;

const ChecksSchema = Type.Object({
  database: Type.String(),
  redis: Type.String(),
  media: Type.String(),
});

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export default fp(
  async (app) => {
    const last: Partial<Checks> = {};

    async function check(
      name: CheckName,
      probe: (() => Promise<unknown>) | null,
    ): Promise<CheckState> {
      if (!probe) return (last[name] = 'not configured');
      let state: CheckState;
      try {
        await within(probe(), CHECK_TIMEOUT_MS);
        state = 'ok';
      } catch (error) {
        app.log.warn({ err: error, check: name }, 'readiness check failed');
        state = 'down';
      }
      if (last[name] !== undefined && last[name] !== state)
        app.log[state === 'ok' ? 'info' : 'warn'](
          { check: name, state },
          'dependency changed state',
        );
      last[name] = state;
      return state;
    }

    const probeAll = async (): Promise<Checks> => {
      const { redis, mediaStore, db } = app;
      const [database, redisState, media] = await Promise.all([
        check('database', () => pingDatabase(db)),
        check('redis', redis ? () => redis.ping() : null),
        check('media', () => mediaStore.check()),
      ]);
      return { database, redis: redisState, media };
    };

    // /healthz answers at once from what was last seen, and looks again in the background when that is
    // older than HEALTH_CACHE_MS: a liveness probe must not wait on a slow dependency.
    let lookedAt = 0;
    let looking = false;
    const lastSeen = (): Record<CheckName, Seen> => {
      if (!looking && Date.now() - lookedAt > HEALTH_CACHE_MS) {
        looking = true;
        void probeAll().finally(() => {
          looking = false;
          lookedAt = Date.now();
        });
      }
      return {
        database: last.database ?? 'unknown',
        redis: last.redis ?? 'unknown',
        media: last.media ?? 'unknown',
      };
    };

    const probe = { hide: true, tags: ['health'] };
    app.get(
      '/healthz',
      {
        schema: {
          ...probe,
          response: {
            200: Type.Object({ status: Type.Literal('alive'), checks: ChecksSchema }),
          },
        },
        logLevel: 'warn',
      },
      async () => ({ status: 'alive' as const, checks: lastSeen() }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          ...probe,
          response: {
            200: Type.Object({ status: Type.Literal('ready'), checks: ChecksSchema }),
            503: Type.Object({ status: Type.Literal('unavailable'), checks: ChecksSchema }),
          },
        },
        logLevel: 'warn',
      },
      async (_request, reply) => {
        const checks = await probeAll();
        lookedAt = Date.now();
        if (checks.database === 'down')
          return reply
            .code(503)
            .header('retry-after', '5')
            .send({ status: 'unavailable' as const, checks });
        return { status: 'ready' as const, checks };
      },
    );
  },
  { name: 'health', dependencies: ['db', 'redis', 'media'] },
);

/**
 * Probes for a load balancer or an orchestrator (docs/operations.md#health-and-shutdown):
 * - `GET /healthz`: the process is alive and answering (no dependency is asked).
 * - `GET /readyz`: the database, Redis (when configured) and the media store answer; else 503 naming what is
 *   down. From the moment the instance starts shutting down, Fastify answers every new request (this one
 *   too) with 503 (`return503OnClosing`), so traffic moves away while the open requests finish.
 * The answers name no host and carry no error text; the reason is logged.
 */
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { pingDatabase } from '../db/dialect';

const CHECK_TIMEOUT_MS = 2000;

type CheckState = 'ok' | 'down' | 'not configured';

const Checks = Type.Object({
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
    async function check(
      name: string,
      probe: (() => Promise<unknown>) | null,
    ): Promise<CheckState> {
      if (!probe) return 'not configured';
      try {
        await within(probe(), CHECK_TIMEOUT_MS);
        return 'ok';
      } catch (error) {
        app.log.warn({ err: error, check: name }, 'readiness check failed');
        return 'down';
      }
    }

    const probe = { hide: true, tags: ['health'] };
    app.get(
      '/healthz',
      {
        schema: { ...probe, response: { 200: Type.Object({ status: Type.Literal('alive') }) } },
        logLevel: 'warn',
      },
      async () => ({ status: 'alive' as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          ...probe,
          response: {
            200: Type.Object({ status: Type.Literal('ready'), checks: Checks }),
            503: Type.Object({ status: Type.Literal('unavailable'), checks: Checks }),
          },
        },
        logLevel: 'warn',
      },
      async (_request, reply) => {
        const { redis, mediaStore, db } = app;
        const [database, redisState, media] = await Promise.all([
          check('database', () => pingDatabase(db)),
          check('redis', redis ? () => redis.ping() : null),
          check('media', () => mediaStore.check()),
        ]);
        const checks = { database, redis: redisState, media };
        const down = Object.values(checks).includes('down');
        if (down) return reply.code(503).send({ status: 'unavailable' as const, checks });
        return { status: 'ready' as const, checks };
      },
    );
  },
  { name: 'health', dependencies: ['db', 'redis', 'media'] },
);

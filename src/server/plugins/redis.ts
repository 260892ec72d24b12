/**
 * The Redis connection, when REDIS_URL is set: where counters, locks and live events are shared by every
 * instance (docs/operations.md#running-several-instances). `app.redis` is null without it.
 */
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** How long a start waits for Redis before serving without it (it connects later by itself). */
const REDIS_READY_WAIT_MS = 3_000;

function readyWithin(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    // Refused or unreachable: away, not slow; no reason to wait out the time.
    redis.once('ready', done);
    redis.once('error', done);
  });
}

export default fp(
  async (app) => {
    const { config } = app;
    if (config.redisUrl === null) {
      app.decorate('redis', null);
      return;
    }
    // Loaded only when configured: ioredis is a noticeable part of a cold start (docs/performance.md#cold-start).
    const { Redis } = await import('ioredis');
    // A request must fail fast when Redis is away rather than queue forever behind a dead connection.
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
    app.decorate('redis', redis);
    // Counters count in the database while Redis is not ready (plugins/limits.ts): an instance that started
    // counting before its connection was up would count apart from its fleet. So the start waits for the
    // connection, a little (until it is up or has failed once); a Redis that is away does not keep the instance from starting.
    await readyWithin(redis, REDIS_READY_WAIT_MS);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', decorators: { fastify: ['config'] } },
);

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
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', decorators: { fastify: ['config'] } },
);

/**
 * Decorates the app with the live event bus (`app.events`, eventBus.ts) and closes it with the app.
 */
import fp from 'fastify-plugin';
import { createEventBus, type EventBus } from './eventBus';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export default fp(
  async (app) => {
    const bus = createEventBus({
      db: app.db,
      redis: app.redis,
      redisPrefix: app.config.redisPrefix,
      databaseUrl: app.config.database.url,
      log: app.log,
    });
    app.decorate('events', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events', dependencies: ['db', 'redis'], decorators: { fastify: ['config'] } },
);

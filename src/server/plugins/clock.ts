/**
 * The app's clock: what "now" is for rules that depend on the time of a request (a lead overdue past its
 * first-response target, docs/product.md#speed-to-lead). One object, so tests can set the time
 * (`jest.spyOn(app.clock, 'now')`) the way `app.jobs.tick(now)` sets it for jobs.
 */
import fp from 'fastify-plugin';

export interface Clock {
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export default fp(
  async (app) => {
    app.decorate('clock', { now: () => new Date() });
  },
  { name: 'clock' },
);

/**
 * What other domains do when a user is deactivated (docs/product.md#users): each registers a step, which
 * runs inside the deactivation's transaction and may answer work for after the commit (a mail). The users
 * domain runs them without knowing them, so it imports no domain above it: routing registers the step that
 * returns the agent's open leads to the pool and tells the managers (leads/routing/routingPlugin.ts).
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** In the transaction `trx`; the answer, if any, runs once it has committed. */
export type DeactivationStep = (
  trx: Kysely<Database>,
  user: { id: number; name: string },
) => Promise<(() => Promise<void>) | void>;

export interface UserDeactivation {
  on(step: DeactivationStep): void;
  readonly steps: readonly DeactivationStep[];
}

declare module 'fastify' {
  interface FastifyInstance {
    userDeactivation: UserDeactivation;
  }
}

export default fp(
  async (app) => {
    const steps: DeactivationStep[] = [];
    app.decorate('userDeactivation', {
      on: (step: DeactivationStep) => void steps.push(step),
      steps,
    });
  },
  { name: 'user-deactivation' },
);

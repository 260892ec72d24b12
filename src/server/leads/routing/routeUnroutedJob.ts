/**
 * The once-per-fleet sweep that routes the leads a crash left unrouted (docs/architecture.md#background-work),
 * as the system: no user is the audit rows' actor.
 */
import type { FastifyInstance } from 'fastify';
import { runAs } from '../../audit/auditContext';
import type { Job } from '../../jobs/scheduler';
import { sweepUnrouted, type RoutingDeps } from './routingService';

const SYSTEM = { ip: null, actor: null };

export function routeUnroutedJob(app: FastifyInstance, deps: RoutingDeps): Job {
  return {
    name: 'route-unrouted',
    everyMs: 60_000,
    run: async () => {
      const routed = await runAs(SYSTEM, () => sweepUnrouted(deps));
      if (routed > 0) app.log.warn({ routed }, 'routed leads left unrouted');
    },
  };
}

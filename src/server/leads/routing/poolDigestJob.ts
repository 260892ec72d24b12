/**
 * The once-per-fleet job that mails the managers the digest of the unassigned pool every POOL_DIGEST_MINUTES
 * (docs/product.md#routing), as the system.
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import { sendPoolDigest, type RoutingDeps } from './routingService';

export function poolDigestJob(app: FastifyInstance, deps: RoutingDeps): Job {
  return {
    name: 'pool-digest',
    everyMs: app.config.poolDigestMinutes * 60_000,
    run: async () => {
      const told = await sendPoolDigest(deps);
      if (told > 0) app.log.info({ leads: told }, 'told the managers of the pool');
    },
  };
}

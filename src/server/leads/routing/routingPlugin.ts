/**
 * Routing at work (docs/product.md#routing): the lead-arrival step that routes each new lead right after
 * the intake's 201, and the once-per-fleet sweep that routes leads a crash left unrouted
 * (docs/architecture.md#background-work). Both act as the system: no user is the audit rows' actor. Also the
 * deactivation step that returns a deactivated agent's open leads to the pool (users/userDeactivation.ts).
 */
import fp from 'fastify-plugin';
import { runAs } from '../../audit/auditContext';
import {
  returnOpenLeadsToPool,
  routeLeads,
  queueManagersMail,
  type RoutingDeps,
} from './routingService';
import { poolDigestJob } from './poolDigestJob';
import { routeUnroutedJob } from './routeUnroutedJob';

const SYSTEM = { ip: null, actor: null };

export default fp(
  async (app) => {
    const deps: RoutingDeps = { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl };
    app.leadArrivals.on('assign', 'routing', async (leads) => {
      await runAs(SYSTEM, () =>
        routeLeads(
          deps,
          leads.map((lead) => lead.id),
        ),
      );
    });
    // A deactivated agent's open leads go back to the pool in the deactivation's transaction, and the
    // managers' mail about them is queued in it; it goes out once that has committed.
    app.userDeactivation.on(async (trx, user) => {
      const released = await returnOpenLeadsToPool(trx, user.id);
      const queued = await queueManagersMail(trx, deps, 'deactivated', released, user.name);
      // After the commit, without making the deactivation's answer wait for the delivery.
      if (queued)
        return async () => {
          void app.mailer.deliverDue();
        };
    });
    app.jobs.add(routeUnroutedJob(app, deps));
    app.jobs.add(poolDigestJob(app, deps));
  },
  { name: 'routing', dependencies: ['lead-arrivals', 'jobs', 'mail', 'user-deactivation'] },
);

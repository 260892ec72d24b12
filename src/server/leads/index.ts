/**
 * The lead desk's one entry (docs/architecture.md#server-modules): what app.ts takes from the leads module,
 * so the app lists the module, never its parts. Its sub-modules, one folder each, named as in src/shared/leads
 * and src/client/features/leads: common/ (the lead record every sub-module reads), intake/ (the website's
 * forms and a new lead's arrival), desk/ (the lists, the lead page and its changes), dashboard/, sla/ (speed
 * to lead), export/ (the CSV), live/ (the event stream), routing/ and acknowledgement/.
 */
import fp from 'fastify-plugin';
import { acknowledgeArrivals } from './acknowledgement/acknowledgeArrivals';
import autoAcknowledgementRoutes from './acknowledgement/autoAcknowledgementRoutes';
import dashboardRoutes from './dashboard/dashboardRoutes';
import leadRoutes from './desk/leadRoutes';
import intakeRoutes from './intake/intakeRoutes';
import leadArrivalsPlugin from './intake/leadArrivals';
import leadLivePlugin from './live/leadLive';
import liveStreamRoutes from './live/liveStreamRoutes';
import routingPlugin from './routing/routingPlugin';
import routingRoutes from './routing/routingRoutes';
import { slaEscalationJob } from './sla/slaEscalationJob';
import slaRoutes from './sla/slaRoutes';

/**
 * The hooks and jobs, on the app itself: `app.leadArrivals` and the lead-arrivals job, then the arrival
 * steps in their order (routing assigns; then the live event and the acknowledgement announce), the
 * deactivation step and the route-unrouted job (routing), and speed to lead's escalation job.
 */
const leadsPlugin = fp(
  async (app) => {
    await app.register(leadArrivalsPlugin);
    await app.register(leadLivePlugin);
    await app.register(routingPlugin);
    acknowledgeArrivals(app);
    app.jobs.add(slaEscalationJob(app));
  },
  { name: 'leads', dependencies: ['db', 'jobs', 'events', 'limits', 'mail', 'user-deactivation'] },
);

export default {
  name: 'leads',
  plugin: leadsPlugin,
  admin: [
    leadRoutes,
    dashboardRoutes,
    slaRoutes,
    liveStreamRoutes,
    routingRoutes,
    autoAcknowledgementRoutes,
  ],
  public: [intakeRoutes],
};

/**
 * The audit-log screen's one entry (docs/architecture.md#server-modules): its routes, and the retention job
 * (auditRetentionJob.ts). Recording the log is the audit/ layer's, below every module.
 */
import fp from 'fastify-plugin';
import auditLogRoutes from './auditLogRoutes';
import { auditRetentionJob } from './auditRetentionJob';

const auditLogPlugin = fp(
  async (app) => {
    app.jobs.add(auditRetentionJob(app));
  },
  { name: 'audit-log', dependencies: ['jobs'] },
);

export default { name: 'auditLog', plugin: auditLogPlugin, admin: [auditLogRoutes] };

/** The daily once-per-fleet job that deletes audit rows older than AUDIT_RETENTION_DAYS (docs/security.md#audit-log). */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../jobs/scheduler';
import { pruneAudit } from './auditLogRepository';

const DAY_MS = 24 * 60 * 60_000;

export function auditRetentionJob(app: FastifyInstance): Job {
  return {
    name: 'audit-retention',
    everyMs: DAY_MS,
    run: async () => {
      const cutoff = new Date(Date.now() - app.config.auditRetentionDays * DAY_MS).toISOString();
      await pruneAudit(app.db, cutoff);
    },
  };
}

/**
 * The once-per-fleet escalation job of speed to lead (docs/product.md#speed-to-lead): leads past their
 * first-response target are told to the managers once, and those past the reassignment threshold go back to
 * the pool once; leads created before the installation started are left alone.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SLA_ESCALATION_EVERY_MS } from '../../../shared/leads/sla/schemas';
import { installationStart } from '../../db/installationRepository';
import type { Job } from '../../jobs/scheduler';
import { escalationMail } from './escalationMail';
import {
  escalateOverdue,
  poolUnanswered,
  readSla,
  reassignCutoffs,
  slaManagers,
  targetCutoffs,
} from './leadSlaRepository';

export function slaEscalationJob(app: FastifyInstance): Job {
  return {
    name: 'lead-sla-escalation',
    everyMs: SLA_ESCALATION_EVERY_MS,
    run: async (now) => {
      const settings = await readSla(app.db);
      // Leads created before the installation started are history, not work to chase: the demo's are
      // back-dated weeks, and none of them should reach a manager's inbox (docs/product.md#speed-to-lead).
      const since = await installationStart(app.db);
      // The marks and the managers' mails in one transaction: a crash loses neither, and sends nothing twice.
      const queued = await app.db.transaction().execute(async (trx) => {
        const overdue = await escalateOverdue(trx, targetCutoffs(settings, now), now, since);
        const pooled = await poolUnanswered(trx, reassignCutoffs(settings, now), now, since);
        if (overdue.length === 0 && pooled.length === 0) return false;
        // One mail per manager per run listing every lead, rather than one per lead: a burst of unanswered
        // leads is one message to read, not an inbox flooded once a minute.
        // The transaction, not the key, makes it once: the key only has to be new.
        const run = randomUUID();
        for (const manager of await slaManagers(trx))
          await app.mailer.queueOnceIn(
            trx,
            escalationMail({ manager, overdue, pooled, appUrl: app.config.appUrl }),
            `sla-escalation:${run}:${manager.id}`,
          );
        return true;
      });
      if (queued) void app.mailer.deliverDue();
    },
  };
}

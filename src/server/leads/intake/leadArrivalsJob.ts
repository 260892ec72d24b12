/**
 * The once-per-fleet job that finishes the arrival of leads a crash (or a failed step) left pending
 * (docs/architecture.md#lead-intake-pipeline): a lead still pending LEAD_ARRIVAL_RETRY_SECONDS (30 s unless
 * set) after it was stored has its steps run again; the job looks twice as often, once a minute at most.
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import { pendingArrivals, type PendingArrival } from './leadArrivalRepository';

/** As leadArrivals.ts's ARRIVAL_BATCH (not imported: that file imports this one). */
const ARRIVAL_BATCH = 200;

/** Leads pending for longer are left to people, as routing leaves them (docs/product.md#routing). */
const ARRIVAL_SWEEP_WINDOW_MS = 24 * 60 * 60_000;
const ARRIVAL_SWEEP_BATCH = 500;

/** `arriveAll`: runs the steps for a batch of leads and answers the ids that got through every one. */
export function leadArrivalsJob(
  app: FastifyInstance,
  arriveAll: (leads: readonly PendingArrival[]) => Promise<Set<number>>,
): Job {
  const retryAfterMs = app.config.leadArrivalRetrySeconds * 1000;
  return {
    name: 'lead-arrivals',
    everyMs: Math.min(60_000, 2 * retryAfterMs),
    run: async (now) => {
      const leads = await pendingArrivals(app.db, {
        from: new Date(now.getTime() - ARRIVAL_SWEEP_WINDOW_MS),
        to: new Date(now.getTime() - retryAfterMs),
        limit: ARRIVAL_SWEEP_BATCH,
      });
      if (leads.length === 0) return;
      let finished = 0;
      for (let at = 0; at < leads.length; at += ARRIVAL_BATCH)
        finished += (await arriveAll(leads.slice(at, at + ARRIVAL_BATCH))).size;
      app.log.warn({ pending: leads.length, finished }, 'ran the arrival of leads left pending');
    },
  };
}

/**
 * What happens to a new lead once it is stored (docs/product.md#the-lead-desk): the public intake answers
 * 201 after the commit, then hands the lead here, past the answer (app.afterResponse), so nothing below
 * can delay or fail the submission. Each area registers its own step: `assign` steps (routing) all run
 * before `announce` steps (live events, the assigned agent's mail, the acknowledgement to the submitter),
 * so an announcement sees the lead's owner. A step that fails is logged and the next still runs; the lead
 * itself is already safe.
 *
 * That hand-over is in memory, so it is also durable (docs/architecture.md#lead-intake-pipeline): the lead
 * is stored with `arrival_pending_since`, cleared here once every step has run without failing, and the
 * once-per-fleet `lead-arrivals` job runs the steps again for leads still pending 30 s after they arrived
 * (a crash, or a failed step). Steps must therefore be idempotent: routing claims a lead once and queues
 * its mail in that transaction, mail is queued once per dedupe key.
 */
import fp from 'fastify-plugin';
import type { LeadKind } from '../../../shared/leads/rules';
import { finishArrival } from './leadArrivalRepository';
import { leadArrivalsJob } from './leadArrivalsJob';

export interface ArrivedLead {
  id: number;
  kind: LeadKind;
  reference: string;
}

export type ArrivalPhase = 'assign' | 'announce';
/** Runs for a lead at least once, and again after a crash or a failure: a second run must do nothing twice. */
export type ArrivalStep = (lead: ArrivedLead) => Promise<void>;

export interface LeadArrivals {
  /** Adds a step; steps of one phase run in the order they were added. */
  on(phase: ArrivalPhase, name: string, step: ArrivalStep): void;
  /**
   * Runs every step for one stored lead (the intake calls it after the answer, the sweep for leads left
   * pending); answers whether every step ran, in which case the lead is no longer pending.
   */
  arrive(lead: ArrivedLead): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leadArrivals: LeadArrivals;
  }
}

const PHASES: readonly ArrivalPhase[] = ['assign', 'announce'];

export default fp(
  async (app) => {
    const steps = new Map<ArrivalPhase, Array<{ name: string; step: ArrivalStep }>>(
      PHASES.map((phase) => [phase, []]),
    );

    const arrive = async (lead: ArrivedLead): Promise<boolean> => {
      let failed = false;
      for (const phase of PHASES) {
        for (const { name, step } of steps.get(phase)!) {
          try {
            await step(lead);
          } catch (error) {
            failed = true;
            app.log.error({ err: error, step: name, leadId: lead.id }, 'lead arrival step failed');
          }
        }
      }
      if (failed) return false;
      await finishArrival(app.db, lead.id);
      return true;
    };

    app.decorate('leadArrivals', {
      on(phase, name, step) {
        steps.get(phase)!.push({ name, step });
      },
      arrive,
    } satisfies LeadArrivals);

    app.jobs.add(leadArrivalsJob(app, arrive));
  },
  { name: 'lead-arrivals', dependencies: ['db', 'jobs'] },
);

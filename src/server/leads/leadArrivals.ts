/**
 * What happens to a new lead once it is stored (docs/product.md#the-lead-desk): the public intake answers
 * 201 after the commit, then hands the lead here, past the answer (app.afterResponse), so nothing below
 * can delay or fail the submission. Each area registers its own step: `assign` steps (routing) all run
 * before `announce` steps (live events, the assigned agent's mail, the acknowledgement to the submitter),
 * so an announcement sees the lead's owner. A step that fails is logged and the next still runs; the lead
 * itself is already safe.
 */
import fp from 'fastify-plugin';
import type { LeadKind } from '../../shared/leads/rules';

export interface ArrivedLead {
  id: number;
  kind: LeadKind;
  reference: string;
}

export type ArrivalPhase = 'assign' | 'announce';
export type ArrivalStep = (lead: ArrivedLead) => Promise<void>;

export interface LeadArrivals {
  /** Adds a step; steps of one phase run in the order they were added. */
  on(phase: ArrivalPhase, name: string, step: ArrivalStep): void;
  /** Runs every step for one stored lead (the intake calls it after the answer). */
  arrive(lead: ArrivedLead): Promise<void>;
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
    app.decorate('leadArrivals', {
      on(phase, name, step) {
        steps.get(phase)!.push({ name, step });
      },
      async arrive(lead) {
        for (const phase of PHASES) {
          for (const { name, step } of steps.get(phase)!) {
            try {
              await step(lead);
            } catch (error) {
              app.log.error({ err: error, step: name, leadId: lead.id }, 'lead arrival step failed');
            }
          }
        }
      },
    });
  },
  { name: 'lead-arrivals' },
);

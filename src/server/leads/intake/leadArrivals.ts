/**
 * What happens to a new lead once it is stored (docs/product.md#the-lead-desk): the public intake answers
 * 201 after the commit, then hands the lead here, past the answer (app.afterResponse), so nothing below
 * can delay or fail the submission. Each area registers its own step: `assign` steps (routing) all run
 * before `announce` steps (live events, the assigned agent's mail, the acknowledgement to the submitter),
 * so an announcement sees the lead's owner. A step that fails is logged and the next still runs; the lead
 * itself is already safe.
 *
 * Leads arrive together: those handed over while a batch is running form the next batch (up to
 * ARRIVAL_BATCH), and each step gets the whole batch, so a burst of submissions costs a few transactions
 * rather than several per lead (docs/performance.md#intake). A step that fails for a batch is run again for
 * each of its leads alone, so one lead that cannot get through keeps only itself pending.
 *
 * That hand-over is in memory, so it is also durable (docs/architecture.md#lead-intake-pipeline): the lead
 * is stored with `arrival_pending_since`, cleared here once every step has run without failing, and the
 * once-per-fleet `lead-arrivals` job runs the steps again for leads still pending 30 s after they arrived
 * (a crash, or a failed step). Steps must therefore be idempotent: routing claims a lead once and queues
 * its mail in that transaction, mail is queued once per dedupe key.
 */
import fp from 'fastify-plugin';
import type { LeadKind } from '../../../shared/leads/rules';
import { finishArrivals } from './leadArrivalRepository';
import { leadArrivalsJob } from './leadArrivalsJob';

export interface ArrivedLead {
  id: number;
  kind: LeadKind;
  reference: string;
}

export type ArrivalPhase = 'assign' | 'announce';
/**
 * Runs for a batch of leads, each at least once, and again after a crash or a failure: a second run must do
 * nothing twice.
 */
export type ArrivalStep = (leads: readonly ArrivedLead[]) => Promise<void>;

export interface LeadArrivals {
  /** Adds a step; steps of one phase run in the order they were added. */
  on(phase: ArrivalPhase, name: string, step: ArrivalStep): void;
  /**
   * Hands one stored lead over (the intake, after its answer): it joins the next batch. Answers, once its
   * batch has run, whether every step got through for it, in which case it is no longer pending.
   */
  arrive(lead: ArrivedLead): Promise<boolean>;
  /** Runs every step for these leads now, as one batch (the sweep); answers the ids that got through. */
  arriveAll(leads: readonly ArrivedLead[]): Promise<Set<number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leadArrivals: LeadArrivals;
  }
}

const PHASES: readonly ArrivalPhase[] = ['assign', 'announce'];
/** At most this many leads a batch: a burst of 500 submissions is a handful of batches. */
export const ARRIVAL_BATCH = 200;

export default fp(
  async (app) => {
    const steps = new Map<ArrivalPhase, Array<{ name: string; step: ArrivalStep }>>(
      PHASES.map((phase) => [phase, []]),
    );

    /** One step for a batch; on failure, for each lead alone. Answers the ids it failed for. */
    const runStep = async (name: string, step: ArrivalStep, leads: readonly ArrivedLead[]) => {
      try {
        await step(leads);
        return [];
      } catch (error) {
        if (leads.length === 1) {
          app.log.error(
            { err: error, step: name, leadId: leads[0]!.id },
            'lead arrival step failed',
          );
          return [leads[0]!.id];
        }
        const failed: number[] = [];
        for (const lead of leads) failed.push(...(await runStep(name, step, [lead])));
        return failed;
      }
    };

    const arriveAll = async (leads: readonly ArrivedLead[]): Promise<Set<number>> => {
      const failed = new Set<number>();
      for (const phase of PHASES) {
        for (const { name, step } of steps.get(phase)!) {
          for (const id of await runStep(name, step, leads)) failed.add(id);
        }
      }
      const done = new Set(leads.map((lead) => lead.id).filter((id) => !failed.has(id)));
      if (done.size > 0) await finishArrivals(app.db, [...done]);
      return done;
    };

    // The intake's hand-overs: whatever arrives while a batch runs waits for the next one.
    const waiting: Array<{ lead: ArrivedLead; done: (ok: boolean) => void }> = [];
    let draining = false;
    const drain = async () => {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, ARRIVAL_BATCH);
        const done = await arriveAll(batch.map(({ lead }) => lead)).catch((error: unknown) => {
          app.log.error({ err: error }, 'lead arrival batch failed');
          return new Set<number>();
        });
        for (const { lead, done: tell } of batch) tell(done.has(lead.id));
      }
      draining = false;
    };

    app.decorate('leadArrivals', {
      on(phase, name, step) {
        steps.get(phase)!.push({ name, step });
      },
      arrive: (lead) =>
        new Promise<boolean>((resolve) => {
          waiting.push({ lead, done: resolve });
          if (draining) return;
          draining = true;
          // After the I/O of this turn, so the submissions answered together arrive together.
          setImmediate(() => void drain());
        }),
      arriveAll,
    } satisfies LeadArrivals);

    app.jobs.add(leadArrivalsJob(app, arriveAll));
  },
  { name: 'lead-arrivals', dependencies: ['db', 'jobs'] },
);

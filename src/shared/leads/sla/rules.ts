/**
 * Speed to lead (docs/product.md#speed-to-lead) without schemas, for the client too: the first-response
 * targets' limits, the response-time figures' periods and shapes, and the funnel's stages.
 */
import type { LeadKind, LeadStatus } from '../rules';

/** A kind's target unless a manager sets another. */
export const SLA_DEFAULT_TARGET_MINUTES = 5;
/** A target is 1 minute to a week; a reassignment threshold at most 30 days. */
export const SLA_LIMITS = {
  minMinutes: 1,
  maxTargetMinutes: 7 * 24 * 60,
  maxReassignMinutes: 30 * 24 * 60,
};
/** How often the escalation job looks for leads past their target. */
export const SLA_ESCALATION_EVERY_MS = 60_000;

/** One kind's targets, in minutes; `reassign_minutes` null: never returned to the pool. */
export interface LeadSlaTarget {
  target_minutes: number;
  reassign_minutes: number | null;
}
export type LeadSlaSettings = Record<LeadKind, LeadSlaTarget>;

/** The periods the response-time figures cover, in days. */
export const RESPONSE_PERIODS = [7, 30] as const;
export type ResponsePeriod = (typeof RESPONSE_PERIODS)[number];

/** The funnel's stages: a lead counts at a stage when its status is that stage or a later one. */
export const FUNNEL_STAGES = [
  'new',
  'contacted',
  'qualified',
  'closed',
] as const satisfies readonly LeadStatus[];

/** First-response figures of a group of leads created in the period. Times in seconds. */
export interface ResponseFigures {
  /** Leads created in the period (spam excluded). */
  leads: number;
  /** Of them, answered. */
  answered: number;
  /** Answered, or unanswered past the target: the leads whose outcome is known. */
  due: number;
  /** Answered within the target. */
  within_target: number;
  median_seconds: number | null;
  p90_seconds: number | null;
}

export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** GET /dashboard/response-times: the period's figures (ResponseTimesSchema). */
export interface ResponseTimes {
  days: number;
  from: string;
  to: string;
  targets: LeadSlaSettings;
  overall: ResponseFigures;
  by_kind: (ResponseFigures & { kind: LeadKind })[];
  /** By the lead's assignee (null: the unassigned pool), with every status's count. */
  by_agent: (ResponseFigures & {
    assignee_id: number | null;
    name: string | null;
    statuses: Record<LeadStatus, number>;
  })[];
  funnel: Record<FunnelStage, number>;
}

export const slaMessages = {
  reassignAfterTarget: 'Must be longer than the first-response target',
} as const;

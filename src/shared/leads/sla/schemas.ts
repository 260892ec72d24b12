/**
 * The speed-to-lead contract (docs/api.md#speed-to-lead): GET/PUT /lead-sla and GET
 * /dashboard/response-times. The plain rules beside it (rules.ts) are what the client imports.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from '../../common/schemas';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '../rules';
import { FUNNEL_STAGES, SLA_LIMITS } from './rules';

export * from './rules';

const strict = { additionalProperties: false } as const;

const Target = Type.Integer({
  minimum: SLA_LIMITS.minMinutes,
  maximum: SLA_LIMITS.maxTargetMinutes,
});
const Reassign = Nullable(
  Type.Integer({ minimum: SLA_LIMITS.minMinutes, maximum: SLA_LIMITS.maxReassignMinutes }),
);

export const LeadSlaTargetSchema = Type.Object(
  { target_minutes: Target, reassign_minutes: Reassign },
  strict,
);

const perKind = <T extends ReturnType<typeof Type.Object>>(schema: T, optional: boolean) =>
  Type.Object(
    Object.fromEntries(
      LEAD_KINDS.map((kind) => [kind, optional ? Type.Optional(schema) : schema]),
    ) as Record<LeadKind, T>,
    optional ? { ...strict, minProperties: 1 } : strict,
  );

/** GET /lead-sla: every kind's targets. */
export const LeadSlaSettingsSchema = perKind(LeadSlaTargetSchema, false);
/** PUT /lead-sla: the kinds to change, each with both values. */
export const LeadSlaInputSchema = perKind(LeadSlaTargetSchema, true);
export type LeadSlaInput = Partial<Record<LeadKind, Static<typeof LeadSlaTargetSchema>>>;

export const ResponseTimesQuerySchema = Type.Object(
  { days: Type.Optional(Type.Union([Type.Literal(7), Type.Literal(30)], { default: 7 })) },
  strict,
);

const Count = Type.Integer({ minimum: 0 });
const Seconds = Nullable(Type.Number({ minimum: 0 }));
const figures = {
  leads: Count,
  answered: Count,
  due: Count,
  within_target: Count,
  median_seconds: Seconds,
  p90_seconds: Seconds,
};

const statusCounts = Type.Object(
  Object.fromEntries(LEAD_STATUSES.map((status) => [status, Count])) as Record<
    LeadStatus,
    typeof Count
  >,
);

/** GET /dashboard/response-times. */
export const ResponseTimesSchema = Type.Object({
  days: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  targets: LeadSlaSettingsSchema,
  overall: Type.Object(figures),
  by_kind: Type.Array(Type.Object({ kind: Type.String(), ...figures })),
  by_agent: Type.Array(
    Type.Object({
      assignee_id: Nullable(Type.Integer()),
      name: Nullable(Type.String()),
      ...figures,
      statuses: statusCounts,
    }),
  ),
  funnel: Type.Object(
    Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, Count])) as Record<
      (typeof FUNNEL_STAGES)[number],
      typeof Count
    >,
  ),
});

/**
 * The routing contract (docs/product.md#routing, docs/api.md#routing-rules): a rule as the screen lists it,
 * with the state of each agent of its group, the rule's input, and an agent's availability.
 */
import { Type, type Static } from 'typebox';
import { LOCALES } from '../../common/constants';
import { IdSchema, literals, Nullable } from '../../common/schemas';
import { LEAD_KINDS } from '../rules';
import { AGENT_STATES, ROUTING_LIMITS, TIME_PATTERN, WEEKDAYS } from './rules';

export * from './rules';

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Array(item, { maxItems: ROUTING_LIMITS.list, uniqueItems: true });
const Budget = Nullable(Type.Number({ minimum: 0, maximum: ROUTING_LIMITS.budget }));

export const RoutingRuleInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ROUTING_LIMITS.name, pattern: '\\S' }),
    active: Type.Boolean(),
    kinds: list(literals(LEAD_KINDS)),
    project_ids: list(IdSchema),
    languages: list(literals(LOCALES)),
    cities: list(Type.String({ minLength: 1, maxLength: ROUTING_LIMITS.city, pattern: '\\S' })),
    budget_min: Budget,
    budget_max: Budget,
    agent_ids: Type.Array(IdSchema, {
      minItems: 1,
      maxItems: ROUTING_LIMITS.list,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type RoutingRuleInput = Static<typeof RoutingRuleInputSchema>;

export const RoutingAgentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  state: literals(AGENT_STATES),
});
export type RoutingAgent = Static<typeof RoutingAgentSchema>;

export const RoutingRuleSchema = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
  kinds: Type.Array(literals(LEAD_KINDS)),
  project_ids: Type.Array(Type.Integer()),
  languages: Type.Array(Type.String()),
  cities: Type.Array(Type.String()),
  budget_min: Nullable(Type.Number()),
  budget_max: Nullable(Type.Number()),
  /** The group in its order, each agent with whether it takes leads now (deleted accounts are left out). */
  agents: Type.Array(RoutingAgentSchema),
  updated_at: Type.String(),
});
export type RoutingRule = Static<typeof RoutingRuleSchema>;

export const RoutingRuleParamsSchema = Type.Object({ id: IdSchema });

export const WorkingHoursSchema = Type.Object(
  {
    days: Type.Array(Type.Integer({ minimum: WEEKDAYS[0], maximum: WEEKDAYS[6] }), {
      maxItems: 7,
      uniqueItems: true,
    }),
    from: Type.String({ pattern: TIME_PATTERN }),
    to: Type.String({ pattern: TIME_PATTERN }),
    time_zone: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);

export const AvailabilitySchema = Type.Object(
  {
    available: Type.Boolean(),
    working_hours: Nullable(WorkingHoursSchema),
  },
  { additionalProperties: false },
);
export type Availability = Static<typeof AvailabilitySchema>;

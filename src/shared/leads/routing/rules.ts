/**
 * Routing rules and an agent's availability without schemas, usable by the client without bundling TypeBox
 * (docs/product.md#routing). A rule's criteria are lists (empty: any value) over a lead's own fields
 * (LEAD_FIELDS in leads/rules.ts): its kind, project_id, locale (the language the form was sent in), city
 * and budget; its group names the agents it shares leads between.
 */
import { LOCALES } from '../../common/constants';
import { LEAD_KINDS, type LeadKind } from '../rules';

export { LEAD_KINDS, LOCALES };

export const ROUTING_LIMITS = {
  name: 120,
  /** Values per criterion list and agents per group. */
  list: 50,
  city: 120,
  budget: 1_000_000_000_000,
  rules: 200,
} as const;

/** Weekdays as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** When an agent takes leads; absent (null) means always. `from` after `to` spans midnight. */
export interface WorkingHours {
  days: number[];
  /** 'HH:MM', 24-hour, in `time_zone`. */
  from: string;
  to: string;
  /** An IANA time zone, e.g. 'Asia/Dubai'. */
  time_zone: string;
}

export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** Why an agent of a group is passed over now (shown on the routing screen); 'ok' when it takes leads. */
export const AGENT_STATES = ['ok', 'unavailable', 'off-hours', 'deactivated', 'not-sales'] as const;
export type AgentState = (typeof AGENT_STATES)[number];

export interface RoutingCriteria {
  kinds: LeadKind[];
  project_ids: number[];
  languages: string[];
  cities: string[];
  budget_min: number | null;
  budget_max: number | null;
}

/** What a rule is matched against: a lead's own fields. */
export interface RoutableLead {
  kind: LeadKind;
  project_id: number | null;
  locale: string | null;
  city: string | null;
  budget: number | null;
}

const sameText = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/**
 * Whether a lead meets every criterion of a rule. An empty list accepts any value; a non-empty one needs the
 * lead to hold one of its values (a lead without a city never meets a city criterion). A budget bound needs
 * a budget within it.
 */
export function ruleMatches(rule: RoutingCriteria, lead: RoutableLead): boolean {
  if (rule.kinds.length > 0 && !rule.kinds.includes(lead.kind)) return false;
  if (
    rule.project_ids.length > 0 &&
    (lead.project_id === null || !rule.project_ids.includes(lead.project_id))
  )
    return false;
  if (rule.languages.length > 0 && (lead.locale === null || !rule.languages.includes(lead.locale)))
    return false;
  if (
    rule.cities.length > 0 &&
    (lead.city === null || !rule.cities.some((city) => sameText(city, lead.city!)))
  )
    return false;
  if (rule.budget_min !== null || rule.budget_max !== null) {
    if (lead.budget === null) return false;
    if (rule.budget_min !== null && lead.budget < rule.budget_min) return false;
    if (rule.budget_max !== null && lead.budget > rule.budget_max) return false;
  }
  return true;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Whether `now` falls within the working hours (null: always). An unknown time zone counts as UTC. */
export function withinWorkingHours(hours: WorkingHours | null, now: Date): boolean {
  if (!hours) return true;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: hours.time_zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return withinWorkingHours({ ...hours, time_zone: 'UTC' }, now);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAY_NAMES.indexOf(part('weekday')) as Weekday;
  const minute = Number(part('hour')) * 60 + Number(part('minute'));
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from <= to) return hours.days.includes(day) && minute >= from && minute < to;
  // Spans midnight: the evening belongs to its day, the small hours to the day before.
  if (minute >= from) return hours.days.includes(day);
  return minute < to && hours.days.includes((day + 6) % 7);
}

export const routingMessages = {
  agentInvalid: 'Must be an active sales user',
  budgetRange: 'The minimum must not exceed the maximum',
  timeZoneInvalid: 'Must be a known time zone',
  reorderMismatch: 'Must list every rule once',
  availabilityUpdated: 'Availability has been updated',
} as const;

/** Whether the runtime knows an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

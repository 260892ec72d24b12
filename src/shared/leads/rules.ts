/**
 * Lead (form submission) rules without schemas, usable by the client without bundling TypeBox.
 * Four kinds share one shape (docs/product.md#lead); each kind adds a few fields of its own.
 */
import { AREA_UNITS, PROPERTY_TYPES } from '../content/rules';

export const LEAD_KINDS = ['contact', 'project', 'consulting', 'sale'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The reference's prefix per kind: `CON-2026-000123` (kind prefix, year, a per-kind sequence). */
export const LEAD_REFERENCE_PREFIX: Record<LeadKind, string> = {
  contact: 'CON',
  project: 'PRJ',
  consulting: 'CSL',
  sale: 'SAL',
};

export const CONSULTING_SERVICES = [
  'investment',
  'golden_visa',
  'mortgage',
  'property_management',
  'valuation',
  'other',
] as const;
export const LEAD_PURPOSES = ['investment', 'own_use'] as const;
export const OCCUPANCIES = ['vacant', 'tenanted'] as const;
export const SALE_COMPLETIONS = ['ready', 'off_plan'] as const;
export { AREA_UNITS, PROPERTY_TYPES };

/**
 * A lead's fields, each defined once: its value's type, whether it may be null, whether the public form
 * sends it (`intake`), and for a kind's own fields the kinds that hold it (null for the other kinds). The
 * admin wire shape (LeadSchema), the columns a lead query selects, the CSV's columns, the intake's body
 * schemas and the columns it stores are all built from these tables (docs/product.md#lead).
 */
export interface LeadFieldSpec {
  type: 'kind' | 'status' | 'text' | 'integer' | 'number' | 'boolean';
  nullable?: true;
  /** The public form sends it (a kind's own field: the forms of `kinds`). */
  intake?: true;
  kinds?: readonly LeadKind[];
  /** Not a leads column: read from another table by the query (the assignee's name, from users). */
  derived?: true;
}

const field = <const F extends LeadFieldSpec>(spec: F) => spec;
const text = field({ type: 'text' });
const optionalText = field({ type: 'text', nullable: true });
const sent = field({ type: 'text', intake: true });
const optionalSent = field({ type: 'text', nullable: true, intake: true });
const own = <const F extends LeadFieldSpec['type'], const K extends readonly LeadKind[]>(
  type: F,
  ...kinds: K
) => ({ type, nullable: true, intake: true, kinds }) as const;

/** The lead itself: who wrote, and its place in the lists. */
const LEAD_RECORD_FIELDS = {
  id: field({ type: 'integer' }),
  reference: text,
  kind: field({ type: 'kind' }),
  status: field({ type: 'status' }),
  name: sent,
  email: sent,
  phone: optionalSent,
  message: optionalSent,
  locale: optionalSent,
  read_at: optionalText,
} as const;

/** Where the submission came from. */
const LEAD_VISIT_FIELDS = {
  source_url: optionalSent,
  referrer: optionalSent,
  utm_source: optionalSent,
  utm_medium: optionalSent,
  utm_campaign: optionalSent,
  consent: field({ type: 'boolean', intake: true }),
  user_agent: optionalText,
} as const;

/** The kinds' own fields. */
const LEAD_KIND_FIELDS = {
  subject: own('text', 'contact'),
  /** Null once the project is deleted; project_name is the snapshot taken at intake. */
  project_id: own('integer', 'project'),
  project_name: field({ type: 'text', nullable: true, kinds: ['project'] }),
  purpose: own('text', 'project'),
  bedrooms: own('integer', 'project', 'sale'),
  budget: own('number', 'project', 'consulting'),
  service: own('text', 'consulting'),
  country_of_residence: own('text', 'consulting'),
  preferred_contact_time: own('text', 'consulting'),
  property_type: own('text', 'sale'),
  city: own('text', 'sale'),
  community: own('text', 'sale'),
  area: own('number', 'sale'),
  area_unit: own('text', 'sale'),
  asking_price: own('number', 'sale'),
  currency: own('text', 'sale'),
  occupancy: own('text', 'sale'),
  completion: own('text', 'sale'),
} as const;

/**
 * Who works the lead and when it was first answered (docs/product.md#lead-page). Flat like every field: the
 * assignee as its id and name (both null for the unassigned pool); the name is the account's current one.
 */
const LEAD_DESK_FIELDS = {
  assignee_id: field({ type: 'integer', nullable: true }),
  assignee_name: field({ type: 'text', nullable: true, derived: true }),
  /** The first status change from `new`, note or recorded contact; set once. */
  first_response_at: optionalText,
} as const;

/** Kept by the server. */
const LEAD_BOOKKEEPING_FIELDS = {
  notes_count: field({ type: 'integer' }),
  created_at: text,
  updated_at: text,
} as const;

/** Every field, in the wire shape's order. */
export const LEAD_FIELDS = {
  ...LEAD_RECORD_FIELDS,
  ...LEAD_VISIT_FIELDS,
  ...LEAD_KIND_FIELDS,
  ...LEAD_DESK_FIELDS,
  ...LEAD_BOOKKEEPING_FIELDS,
} as const;
export type LeadField = keyof typeof LEAD_FIELDS;
/** The fields a public form may send (besides the honeypot and the fill time). */
export type LeadIntakeField = {
  [K in LeadField]: (typeof LEAD_FIELDS)[K] extends { intake: true } ? K : never;
}[LeadField];

const keys = <T extends object>(fields: T) => Object.keys(fields) as (keyof T)[];

/** The wire shape's fields, in order. */
export const LEAD_WIRE_FIELDS: readonly LeadField[] = keys(LEAD_FIELDS);
/** The CSV's columns, headed by the field names: the kinds' own fields before the visit's. */
export const LEAD_CSV_FIELDS = [
  ...keys(LEAD_RECORD_FIELDS),
  ...keys(LEAD_KIND_FIELDS),
  ...keys(LEAD_VISIT_FIELDS),
  ...keys(LEAD_DESK_FIELDS),
  ...keys(LEAD_BOOKKEEPING_FIELDS),
] as const;
export type LeadCsvField = (typeof LEAD_CSV_FIELDS)[number];

/** Whether `kind`'s leads may hold `name` (the fields of every kind, and the kind's own). */
export function leadKindHolds(kind: LeadKind, name: LeadField): boolean {
  const kinds = (LEAD_FIELDS[name] as LeadFieldSpec).kinds;
  return kinds === undefined || kinds.includes(kind);
}

/** Whether a field is read from another table rather than a leads column. */
export const leadFieldDerived = (name: LeadField) =>
  (LEAD_FIELDS[name] as LeadFieldSpec).derived === true;

/** How a contact with a lead was made (POST /forms/{kind}/{id}/contacts). */
export const CONTACT_CHANNELS = ['call', 'email', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** `filter[assignee]`: the user's own leads, the unassigned pool, or one user's (by id). */
export const ASSIGNEE_VIEWS = ['me', 'none'] as const;

/** Sorts an admin lead list accepts (default: newest first). */
export const LEAD_SORTS = ['created_at', 'name', 'status', 'reference'] as const;
export const DEFAULT_LEAD_SORT = '-created_at';

/** Length limits of lead fields (every string is limited: docs/security.md#input). */
export const LEAD_LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  message: 5000,
  subject: 200,
  short: 120,
  url: 2048,
  userAgent: 512,
  note: 5000,
  budget: 1_000_000_000_000,
  area: 10_000_000,
  bedrooms: 20,
} as const;

/** Public intake guards (docs/api.md#form-intake). */
export const INTAKE_RULES = {
  /** Bodies over this are refused with 413. */
  maxBodyBytes: 32 * 1024,
  /** Per IP per kind. */
  rateLimit: { max: 10, windowMs: 10 * 60 * 1000 },
  /** A submission filled faster than this (`fill_ms`) is accepted and discarded as a bot's. */
  minFillMs: 3000,
  /** How long an Idempotency-Key's answer is kept. */
  idempotencyTtlMs: 24 * 60 * 60 * 1000,
  idempotencyKeyMaxLength: 128,
  /** The honeypot field people never fill (docs/api.md#form-intake). */
  honeypotField: 'website',
} as const;

/** How often the client refreshes the unread badges (a lead reaches the screen within a minute). */
export const UNREAD_POLL_MS = 30_000;
/** The same while the live updates are connected and refresh the badges themselves. */
export const UNREAD_POLL_LIVE_MS = 5 * 60_000;
/** Days the dashboard chart covers. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_LATEST = 10;
/** Bulk actions take at most this many ids (one page). */
export const LEAD_BULK_MAX = 100;

/** Messages the leads API sends (the client may translate them by these texts). */
export const leadMessages = {
  /** The public intake's 201 answer. */
  received: 'Thank you, we have received your request and will contact you soon.',
  unknownProject: 'The selected project does not exist.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 128 characters.',
  statusRequired: 'Status is Required',
  overloaded: 'The server is busy. Please try again in a moment.',
  assigneeInvalid: 'The assignee must be an active sales user.',
  assigneeRequired: 'Assignee is Required',
  takeOnlyFromPool: 'A sales agent may only take an unassigned lead for itself.',
} as const;

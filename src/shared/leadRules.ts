/**
 * Lead (form submission) rules without schemas, usable by the client without bundling TypeBox.
 * Four kinds share one shape (product.md); each kind adds a few fields of its own.
 */
import { AREA_UNITS, PROPERTY_TYPES } from './projectRules';

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

/** Sorts an admin lead list accepts (default: newest first). */
export const LEAD_SORTS = ['created_at', 'name', 'status', 'reference'] as const;
export const DEFAULT_LEAD_SORT = '-created_at';

/** Length limits of lead fields (every string is limited, quality.md). */
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

/** Public intake guards (quality.md). */
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
  /** The honeypot field people never fill (product.md). */
  honeypotField: 'website',
} as const;

/** How often the client refreshes the unread badges (a lead reaches the screen within a minute). */
export const UNREAD_POLL_MS = 30_000;
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
} as const;

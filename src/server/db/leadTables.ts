/** Row types of the leads tables (migration 007). Booleans are 0/1, timestamps ISO text, as everywhere. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface LeadsTable {
  id: Generated<number>;
  reference: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  locale: string | null;
  read_at: string | null;
  source_url: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  consent: number;
  user_agent: string | null;
  subject: string | null;
  project_id: number | null;
  project_name: string | null;
  purpose: string | null;
  bedrooms: number | null;
  budget: number | null;
  service: string | null;
  country_of_residence: string | null;
  preferred_contact_time: string | null;
  property_type: string | null;
  city: string | null;
  community: string | null;
  area: number | null;
  area_unit: string | null;
  asking_price: number | null;
  currency: string | null;
  occupancy: string | null;
  completion: string | null;
  /** The user the lead is assigned to; null: in the unassigned pool (docs/product.md#roles). */
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first status change from `new`, note or recorded contact (migration 017); set once. */
  first_response_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When routing ran for the lead (migration 019); null: not yet, which the sweep looks for. */
  routed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the escalation job told the managers the lead was past its target (migration 020); set once. */
  escalated_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the escalation job returned the unanswered lead to the pool (migration 020); set once. */
  sla_pooled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Set by the intake with the lead (its created_at), cleared once every arrival step has run (migration
   * 023); the arrival sweep looks for leads where it is still set. Null for leads written otherwise.
   */
  arrival_pending_since: ColumnType<string | null, string | null | undefined, string | null>;
  notes_count: Generated<number>;
  /** Normalised words for full-text search (see leads/searchText.ts); never shown. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface LeadSequencesTable {
  kind: string;
  value: number;
}

/** Leads per kind, kept by triggers (migration 007). */
export interface LeadTotalsTable {
  kind: string;
  total: number;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  author_id: number | null;
  author_name: string;
  body: string;
  created_at: string;
}

export interface LeadIdempotencyTable {
  key: string;
  kind: string;
  body_hash: string;
  response: string;
  created_at: string;
}

/** Each kind's first-response target and reassignment threshold, minutes (migration 020). */
export interface LeadSlaTable {
  kind: string;
  target_minutes: number;
  /** null: unanswered leads are never returned to the pool. */
  reassign_minutes: number | null;
  updated_at: string;
}

/** A lead routing left in the pool, until the managers' digest has told of it (migration 024). */
export interface PoolNoticesTable {
  id: Generated<number>;
  lead_id: number;
  reason: string;
  created_at: string;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type LeadNoteRow = Selectable<LeadNotesTable>;

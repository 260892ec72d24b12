/** Row types of the leads tables (migration 007). Booleans are 0/1, timestamps ISO text, as everywhere. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { LEAD_FIELDS, LeadField } from '../../shared/leads/rules';
import type { TrashColumns } from './contentTables';

/** A field's column type, from its LEAD_FIELDS type: booleans are 0/1 integers, timestamps ISO text. */
type ColumnOf<F> =
  | (F extends { type: 'integer' | 'number' | 'boolean' } ? number : string)
  | (F extends { nullable: true } ? null : never);

/** The columns of the lead's fields, read from LEAD_FIELDS (a new field is a line there, not here). */
type LeadFieldColumns = {
  [K in LeadField as (typeof LEAD_FIELDS)[K] extends { derived: true } ? never : K]: ColumnOf<
    (typeof LEAD_FIELDS)[K]
  >;
};

/**
 * The leads table: a column per field of LEAD_FIELDS (src/shared/leads/rules.ts), with the key, the counter
 * and the columns the server sets later typed here, and the columns no wire shape shows.
 */
export interface LeadsTable
  extends
    Omit<LeadFieldColumns, 'id' | 'notes_count' | 'assignee_id' | 'first_response_at'>,
    TrashColumns {
  id: Generated<number>;
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
  /** Normalised words for full-text search (see leads/common/searchText.ts); never shown. */
  search_text: string;
}

/** The reference counter per kind on SQLite (PostgreSQL takes references from sequences, migration 030). */
export interface LeadSequencesTable {
  kind: string;
  value: number;
}

/**
 * Leads per kind, kept by triggers (migrations 007 and 030): a kind's total is the sum of its slots (one per
 * writer connection on PostgreSQL; SQLite keeps slot 0 only).
 */
export interface LeadTotalsTable {
  kind: string;
  slot: Generated<number>;
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

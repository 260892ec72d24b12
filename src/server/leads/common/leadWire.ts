/** A leads row as the admin contract's Lead, the columns every lead query selects, and the reference. */
import {
  LEAD_FIELDS,
  LEAD_REFERENCE_PREFIX,
  LEAD_WIRE_FIELDS,
  type LeadFieldSpec,
} from '../../../shared/leads/rules';
import type { Lead, LeadKind, LeadNote } from '../../../shared/leads/schemas';
import type { LeadNoteRow, LeadRow } from '../../db/leadTables';

export type LeadSelection = Omit<
  LeadRow,
  | 'search_text'
  | 'routed_at'
  | 'escalated_at'
  | 'sla_pooled_at'
  | 'arrival_pending_since'
  | 'deleted_at'
  | 'deleted_by'
> & {
  assignee_name: string | null;
};

/** pg returns double precision as number and integers as number; counts may arrive as strings. */
const num = (value: unknown) => (value === null ? null : Number(value));

/** How a stored value becomes the wire's, by the field's type: numbers as numbers, 0/1 as a boolean. */
const convert = (spec: LeadFieldSpec): ((value: unknown) => unknown) | null => {
  if (spec.type === 'boolean') return (value) => Number(value) === 1;
  if (spec.type === 'integer' || spec.type === 'number') return spec.nullable ? num : Number;
  return null;
};

const CONVERSIONS = LEAD_WIRE_FIELDS.flatMap((name) => {
  const to = convert(LEAD_FIELDS[name]);
  return to ? [[name, to] as const] : [];
});

/** A row as the wire's Lead; text (and the kind and status) as stored. */
export function leadToWire(row: LeadSelection): Lead {
  const lead: Record<string, unknown> = { ...row };
  for (const [name, to] of CONVERSIONS) lead[name] = to(row[name]);
  return lead as Lead;
}

export function noteToWire(row: LeadNoteRow): LeadNote {
  return {
    id: Number(row.id),
    body: row.body,
    author: { id: num(row.author_id), name: row.author_name },
    at: row.created_at,
  };
}

/** The counter's digits in a reference: at least this many, zero-padded. */
export const REFERENCE_DIGITS = 6;

/** `CON-2026-`: what a reference of the kind and year holds before the counter's digits. */
export function referenceHead(kind: LeadKind, year: number): string {
  return `${LEAD_REFERENCE_PREFIX[kind]}-${year}-`;
}

/** `CON-2026-000042`: the kind's prefix, the year and the kind's counter. */
export function formatReference(kind: LeadKind, year: number, value: number): string {
  return `${referenceHead(kind, year)}${String(value).padStart(REFERENCE_DIGITS, '0')}`;
}

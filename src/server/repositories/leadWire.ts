/** A leads row as the admin contract's Lead, and the columns every lead query selects. */
import type { Lead, LeadKind, LeadNote, LeadStatus } from '../../shared/leads';
import type { LeadNoteRow, LeadRow } from '../db/leadTables';

/** Everything but search_text, which is an index feed, not data. */
export const LEAD_COLUMNS = [
  'id',
  'reference',
  'kind',
  'status',
  'name',
  'email',
  'phone',
  'message',
  'locale',
  'read_at',
  'source_url',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'consent',
  'user_agent',
  'subject',
  'project_id',
  'project_name',
  'purpose',
  'bedrooms',
  'budget',
  'service',
  'country_of_residence',
  'preferred_contact_time',
  'property_type',
  'city',
  'community',
  'area',
  'area_unit',
  'asking_price',
  'currency',
  'occupancy',
  'completion',
  'notes_count',
  'created_at',
  'updated_at',
] as const;

export type LeadSelection = Omit<LeadRow, 'search_text'>;

/** pg returns double precision as number and integers as number; counts may arrive as strings. */
const num = (value: number | string | null) => (value === null ? null : Number(value));

export function leadToWire(row: LeadSelection): Lead {
  return {
    ...row,
    id: Number(row.id),
    kind: row.kind as LeadKind,
    status: row.status as LeadStatus,
    consent: Number(row.consent) === 1,
    project_id: num(row.project_id),
    bedrooms: num(row.bedrooms),
    budget: num(row.budget),
    area: num(row.area),
    asking_price: num(row.asking_price),
    notes_count: Number(row.notes_count),
  };
}

export function noteToWire(row: LeadNoteRow): LeadNote {
  return {
    id: Number(row.id),
    body: row.body,
    author: { id: num(row.author_id), name: row.author_name },
    at: row.created_at,
  };
}

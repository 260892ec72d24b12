/** The leads CSV: every field of the contract, in its order (kind-specific columns empty for other kinds). */
import type { Lead } from '../../../shared/leads';
import type { CsvColumn } from '../../csv';

const FIELDS = [
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
  'source_url',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'consent',
  'user_agent',
  'notes_count',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Lead)[];

export const leadCsvColumns: CsvColumn<Lead>[] = FIELDS.map((field) => ({
  header: field,
  value: (row: Lead) => row[field],
}));

/**
 * Row types of developers, projects and team members (migration 003). Translatable texts that are searched
 * or filtered are two columns; other translatable texts and arrays are JSON text; booleans are 0/1 integers
 * on both dialects (see the migration for why).
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

export type Flag = 0 | 1;

/**
 * The Trash's marks (migration 026, docs/product.md#trash): set when the record is deleted, cleared when it is
 * restored; a row with `deleted_at` is in the Trash and no list, count, export or public answer shows it.
 */
/**
 * The record's version (migration 027, docs/api.md#record-versions): 1 when created, bumped by each write; the
 * admin API's ETag.
 */
export interface VersionColumn {
  version: Generated<number>;
}

export interface TrashColumns {
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  deleted_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DevelopersTable extends TrashColumns, VersionColumn {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_ar: string;
  /** JSON text `{ en, ar }`. */
  description: string;
  website_url: string | null;
  email: string | null;
  phone: string | null;
  established_year: number | null;
  /** JSON text `{ en, ar }`. */
  headquarters: string;
  is_featured: Flag;
  is_published: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable extends TrashColumns, VersionColumn {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_ar: string;
  developer_id: number;
  /** JSON text `{ en, ar }` (as are description, community and address). */
  summary: string;
  description: string;
  city_en: string;
  city_ar: string;
  community: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  construction_status: string;
  sales_status: string | null;
  completion_percent: number | null;
  handover_date: string | null;
  /** JSON text: string[] (as are amenities); payment_plan is `{ label: { en, ar }, percent }[]`. */
  property_types: string;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  area_min: number | null;
  area_max: number | null;
  area_unit: string;
  price_from: number | null;
  price_to: number | null;
  currency: string;
  payment_plan: string;
  amenities: string;
  video_url: string | null;
  permit_number: string | null;
  is_featured: Flag;
  is_published: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface TeamMembersTable extends TrashColumns, VersionColumn {
  id: Generated<number>;
  name_en: string;
  name_ar: string;
  /** JSON text `{ en, ar }` (as is bio). */
  position: string;
  department: string | null;
  bio: string;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
  /** JSON text: ISO 639-1 codes. */
  languages: string;
  broker_number: string | null;
  linkedin_url: string | null;
  is_published: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export type DeveloperRow = Selectable<DevelopersTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;

/**
 * Developers, the real-estate developer companies (docs/product.md#developer): fields, wire shape and admin
 * input.
 */
import { Type, type Static } from 'typebox';
import {
  MediaSchema,
  EmailSchema,
  MediaIdSchema,
  Nullable,
  PhoneSchema,
  UrlSchema,
  BooleanFilter,
  listQuery,
  TEXT_LIMITS,
  TranslatableSchema,
} from '../common/schemas';
import { SlugSchema } from './schemas';
import { MIN_ESTABLISHED_YEAR } from './rules';

export { MIN_ESTABLISHED_YEAR };

export const DEVELOPER_SORTS = [
  'name',
  'sort_order',
  'created_at',
  'established_year',
  'projects_count',
] as const;

const fields = {
  slug: SlugSchema,
  name: TranslatableSchema(TEXT_LIMITS.name, true),
  description: TranslatableSchema(TEXT_LIMITS.long),
  website_url: Nullable(UrlSchema),
  email: Nullable(EmailSchema),
  phone: Nullable(PhoneSchema),
  /** Checked against the current year by the server (not in the schema: it changes every January). */
  established_year: Nullable(Type.Integer({ minimum: MIN_ESTABLISHED_YEAR })),
  headquarters: TranslatableSchema(TEXT_LIMITS.short),
  is_featured: Type.Boolean(),
  is_published: Type.Boolean(),
};

/** What the admin sends to create or update (PUT replaces the whole record). */
export const DeveloperInputSchema = Type.Object(
  { ...fields, logo_id: Nullable(MediaIdSchema), cover_id: Nullable(MediaIdSchema) },
  { additionalProperties: false },
);
export type DeveloperInput = Static<typeof DeveloperInputSchema>;

export const DeveloperSchema = Type.Object({
  id: Type.Integer(),
  ...fields,
  logo: Nullable(MediaSchema),
  cover: Nullable(MediaSchema),
  sort_order: Type.Integer(),
  projects_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** Bumped by each write; the ETag a write's If-Match names (docs/api.md#record-versions). */
  version: Type.Integer({ minimum: 1 }),
});
export type Developer = Static<typeof DeveloperSchema>;

export const DeveloperListQuerySchema = listQuery(DEVELOPER_SORTS, {
  'filter[is_published]': Type.Optional(BooleanFilter),
});

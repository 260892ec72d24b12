/** Projects (docs/product.md#project): fields, enums, payment plan rules, wire shape and admin input. */
import { Type, type Static } from 'typebox';
import {
  MediaSchema,
  MediaIdSchema,
  Nullable,
  UrlSchema,
  literals,
  BooleanFilter,
  IdSchema,
  listQuery,
  TEXT_LIMITS,
  TranslatableSchema,
  type Translatable,
} from '../common/schemas';
import { SlugSchema } from './schemas';
import {
  CONSTRUCTION_STATUSES,
  SALES_STATUSES,
  PROPERTY_TYPES,
  AREA_UNITS,
  AMENITIES,
  PROJECT_SORTS,
  MAX_GALLERY,
  MAX_PRICE,
} from './rules';

export * from './rules';

const money = Nullable(Type.Number({ minimum: 0, maximum: MAX_PRICE }));
const area = Nullable(Type.Number({ minimum: 0, maximum: 10_000_000 }));
const bedrooms = Nullable(Type.Integer({ minimum: 0, maximum: 50 }));

export const PaymentMilestoneSchema = Type.Object(
  {
    label: TranslatableSchema(TEXT_LIMITS.name, true),
    percent: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type PaymentMilestone = Static<typeof PaymentMilestoneSchema>;

const fields = {
  slug: SlugSchema,
  name: TranslatableSchema(TEXT_LIMITS.name, true),
  developer_id: IdSchema,
  summary: TranslatableSchema(1_000),
  description: TranslatableSchema(TEXT_LIMITS.long),
  city: TranslatableSchema(TEXT_LIMITS.name, true),
  community: TranslatableSchema(TEXT_LIMITS.name),
  address: TranslatableSchema(TEXT_LIMITS.short),
  latitude: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  construction_status: literals(CONSTRUCTION_STATUSES),
  sales_status: Nullable(literals(SALES_STATUSES)),
  completion_percent: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /** Year and month, `YYYY-MM`; shown as a quarter such as "Q4 2027". */
  handover_date: Nullable(Type.String({ pattern: '^(19|20|21)[0-9]{2}-(0[1-9]|1[0-2])$' })),
  property_types: Type.Array(literals(PROPERTY_TYPES), { minItems: 1, uniqueItems: true }),
  bedrooms_min: bedrooms,
  bedrooms_max: bedrooms,
  area_min: area,
  area_max: area,
  area_unit: literals(AREA_UNITS),
  price_from: money,
  price_to: money,
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  payment_plan: Type.Array(PaymentMilestoneSchema, { maxItems: 12 }),
  amenities: Type.Array(literals(AMENITIES), { uniqueItems: true }),
  video_url: Nullable(UrlSchema),
  permit_number: Nullable(Type.String({ maxLength: 64 })),
  is_featured: Type.Boolean(),
  is_published: Type.Boolean(),
};

export const ProjectInputSchema = Type.Object(
  {
    ...fields,
    cover_id: Nullable(MediaIdSchema),
    gallery_ids: Type.Array(MediaIdSchema, { maxItems: MAX_GALLERY, uniqueItems: true }),
    floor_plan_ids: Type.Array(MediaIdSchema, { maxItems: MAX_GALLERY, uniqueItems: true }),
    brochure_id: Nullable(MediaIdSchema),
  },
  { additionalProperties: false },
);
export type ProjectInput = Static<typeof ProjectInputSchema>;

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  ...fields,
  developer: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    name: TranslatableSchema(TEXT_LIMITS.name),
  }),
  /** Derived from the payment plan, e.g. "60/40". */
  payment_plan_label: Type.String(),
  cover: Nullable(MediaSchema),
  gallery: Type.Array(MediaSchema),
  floor_plans: Type.Array(MediaSchema),
  brochure: Nullable(MediaSchema),
  sort_order: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** Bumped by each write; the ETag a write's If-Match names (docs/api.md#record-versions). */
  version: Type.Integer({ minimum: 1 }),
});
export type Project = Static<typeof ProjectSchema>;

export const ProjectListQuerySchema = listQuery(PROJECT_SORTS, {
  'filter[developer_id]': Type.Optional(IdSchema),
  'filter[construction_status]': Type.Optional(literals(CONSTRUCTION_STATUSES)),
  'filter[sales_status]': Type.Optional(literals(SALES_STATUSES)),
  'filter[city]': Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name })),
  'filter[is_published]': Type.Optional(BooleanFilter),
  'filter[is_featured]': Type.Optional(BooleanFilter),
});

export type ProjectName = Translatable;

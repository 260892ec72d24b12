/**
 * What the public website reads from /api/public: published developers, projects and team members, with
 * every translatable field already in the requested language (`?locale=ar`, falling back to English).
 */
import { Type, type Static } from 'typebox';
import { MediaSchema, Nullable, baseListQuery, literals, TEXT_LIMITS } from '../common/schemas';
import { SLUG_MAX_LENGTH } from './schemas';
import { CONSTRUCTION_STATUSES, SALES_STATUSES } from './projects';
import { PreviewTokenSchema } from '../publication/schemas';

const locale = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')]));
const { page, per_page } = baseListQuery;

export const PublicListQuerySchema = Type.Object(
  { page, per_page, locale },
  { additionalProperties: false },
);
export type PublicListQuery = Static<typeof PublicListQuerySchema>;

/** `?preview=`: a preview link's token (docs/api.md#preview-links); the list is then that one record. */
const preview = Type.Optional(PreviewTokenSchema);

/** The team list also answers a preview link of one team member. */
export const PublicTeamListQuerySchema = Type.Object(
  { page, per_page, locale, preview },
  { additionalProperties: false },
);
export type PublicTeamListQuery = Static<typeof PublicTeamListQuerySchema>;

export const PublicProjectListQuerySchema = Type.Object(
  {
    page,
    per_page,
    locale,
    /** The developer's slug. */
    developer: Type.Optional(Type.String({ maxLength: SLUG_MAX_LENGTH })),
    construction_status: Type.Optional(literals(CONSTRUCTION_STATUSES)),
    sales_status: Type.Optional(literals(SALES_STATUSES)),
    /** Matches the city in either language, ignoring case. */
    city: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name })),
    featured: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);
export type PublicProjectListQuery = Static<typeof PublicProjectListQuerySchema>;

export const PublicSlugParamsSchema = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH }),
});
export const PublicItemQuerySchema = Type.Object({ locale }, { additionalProperties: false });
/** One record's public route, which also answers a preview link (docs/api.md#preview-links). */
export const PublicPreviewItemQuerySchema = Type.Object(
  { locale, preview },
  { additionalProperties: false },
);

export const PublicDeveloperSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  website_url: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  established_year: Nullable(Type.Integer()),
  headquarters: Type.String(),
  is_featured: Type.Boolean(),
  logo: Nullable(MediaSchema),
  cover: Nullable(MediaSchema),
  /** Published projects only. */
  projects_count: Type.Integer(),
});
export type PublicDeveloper = Static<typeof PublicDeveloperSchema>;

export const PublicProjectSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  developer: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  summary: Type.String(),
  description: Type.String(),
  city: Type.String(),
  community: Type.String(),
  address: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  construction_status: Type.String(),
  sales_status: Nullable(Type.String()),
  completion_percent: Nullable(Type.Integer()),
  handover_date: Nullable(Type.String()),
  /** "Q4 2027", or '' without a handover date. */
  handover_quarter: Type.String(),
  property_types: Type.Array(Type.String()),
  bedrooms_min: Nullable(Type.Integer()),
  bedrooms_max: Nullable(Type.Integer()),
  area_min: Nullable(Type.Number()),
  area_max: Nullable(Type.Number()),
  area_unit: Type.String(),
  price_from: Nullable(Type.Number()),
  price_to: Nullable(Type.Number()),
  currency: Type.String(),
  payment_plan: Type.Array(Type.Object({ label: Type.String(), percent: Type.Number() })),
  payment_plan_label: Type.String(),
  amenities: Type.Array(Type.String()),
  video_url: Nullable(Type.String()),
  permit_number: Nullable(Type.String()),
  is_featured: Type.Boolean(),
  cover: Nullable(MediaSchema),
  gallery: Type.Array(MediaSchema),
  floor_plans: Type.Array(MediaSchema),
  brochure: Nullable(MediaSchema),
});
export type PublicProject = Static<typeof PublicProjectSchema>;

export const PublicTeamMemberSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  department: Nullable(Type.String()),
  bio: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  whatsapp: Nullable(Type.String()),
  languages: Type.Array(Type.String()),
  broker_number: Nullable(Type.String()),
  linkedin_url: Nullable(Type.String()),
  photo: Nullable(MediaSchema),
});
export type PublicTeamMember = Static<typeof PublicTeamMemberSchema>;

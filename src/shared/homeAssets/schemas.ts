/** Home page assets (docs/product.md#home-asset): the admin contract and the public website's shape. */
import { Type, type Static } from 'typebox';
import {
  MediaSchema,
  MediaIdSchema,
  Nullable,
  UrlSchema,
  BooleanFilter,
  listQuery,
  literals,
  TEXT_LIMITS,
  TranslatableSchema,
} from '../common/schemas';
import { HOME_ASSET_SECTIONS, HOME_ASSET_SORTS, HOME_ASSET_TYPES } from './rules';
import { PreviewTokenSchema } from '../publication/schemas';

export * from './rules';

export const HomeAssetSectionSchema = literals(HOME_ASSET_SECTIONS);
export const HomeAssetTypeSchema = literals(HOME_ASSET_TYPES);
/** An ISO 8601 date-time with its offset; stored normalised to UTC. */
export const DateTimeSchema = Type.String({ format: 'date-time', maxLength: 40 });

const fields = {
  section: HomeAssetSectionSchema,
  type: HomeAssetTypeSchema,
  title: TranslatableSchema(TEXT_LIMITS.short),
  subtitle: TranslatableSchema(TEXT_LIMITS.short),
  alt: TranslatableSchema(TEXT_LIMITS.short),
  cta_label: TranslatableSchema(TEXT_LIMITS.name),
  cta_url: Nullable(UrlSchema),
  is_active: Type.Boolean(),
  starts_at: Nullable(DateTimeSchema),
  ends_at: Nullable(DateTimeSchema),
};

export const HomeAssetInputSchema = Type.Object(
  {
    ...fields,
    media_id: MediaIdSchema,
    mobile_media_id: Nullable(MediaIdSchema),
    poster_id: Nullable(MediaIdSchema),
  },
  { additionalProperties: false },
);
export type HomeAssetInput = Static<typeof HomeAssetInputSchema>;

export const HomeAssetSchema = Type.Object({
  id: Type.Integer(),
  ...fields,
  media: Nullable(MediaSchema),
  mobile_media: Nullable(MediaSchema),
  poster: Nullable(MediaSchema),
  sort_order: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** Bumped by each write; the ETag a write's If-Match names (docs/api.md#record-versions). */
  version: Type.Integer({ minimum: 1 }),
});
export type HomeAsset = Static<typeof HomeAssetSchema>;

export const HomeAssetListQuerySchema = listQuery(HOME_ASSET_SORTS, {
  'filter[section]': Type.Optional(HomeAssetSectionSchema),
  'filter[is_active]': Type.Optional(BooleanFilter),
});
export type HomeAssetListQuery = Static<typeof HomeAssetListQuerySchema>;

export const PublicHomeAssetQuerySchema = Type.Object(
  {
    locale: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])),
    section: Type.Optional(HomeAssetSectionSchema),
    /** A preview link's token (docs/api.md#preview-links): the list is then that one asset. */
    preview: Type.Optional(PreviewTokenSchema),
  },
  { additionalProperties: false },
);
export type PublicHomeAssetQuery = Static<typeof PublicHomeAssetQuerySchema>;

export const PublicHomeAssetSchema = Type.Object({
  id: Type.Integer(),
  section: HomeAssetSectionSchema,
  type: HomeAssetTypeSchema,
  title: Type.String(),
  subtitle: Type.String(),
  alt: Type.String(),
  cta_label: Type.String(),
  cta_url: Nullable(Type.String()),
  media: Nullable(MediaSchema),
  mobile_media: Nullable(MediaSchema),
  poster: Nullable(MediaSchema),
});
export type PublicHomeAsset = Static<typeof PublicHomeAssetSchema>;

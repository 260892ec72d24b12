/** SEO page metadata: the admin wire shapes and input, and what the public website reads. */
import { Type, type Static } from 'typebox';
import {
  MediaSchema,
  MediaIdSchema,
  Nullable,
  UrlSchema,
  TranslatableSchema,
} from '../common/schemas';
import { SEO_MAX_LENGTHS } from './rules';

export * from './rules';

const texts = {
  title: TranslatableSchema(SEO_MAX_LENGTHS.title),
  description: TranslatableSchema(SEO_MAX_LENGTHS.description),
  keywords: TranslatableSchema(SEO_MAX_LENGTHS.keywords),
  og_title: TranslatableSchema(SEO_MAX_LENGTHS.og_title),
  og_description: TranslatableSchema(SEO_MAX_LENGTHS.og_description),
};
const robots = {
  canonical_url: Nullable(UrlSchema),
  robots_index: Type.Boolean(),
  robots_follow: Type.Boolean(),
};

/** Any short name: a page outside the registry is a 404 (not a 422), like any unknown record. */
export const SeoPageParamsSchema = Type.Object({
  page: Type.String({ minLength: 1, maxLength: 64 }),
});

/** What an admin saves: the English title is required (docs/product.md#seo-page); stored rows may lack it. */
export const SeoPageInputSchema = Type.Object(
  {
    ...texts,
    title: TranslatableSchema(SEO_MAX_LENGTHS.title, true),
    ...robots,
    og_image_id: Nullable(MediaIdSchema),
  },
  { additionalProperties: false },
);
export type SeoPageInput = Static<typeof SeoPageInputSchema>;

export const SeoPageSchema = Type.Object({
  page: Type.String(),
  ...texts,
  ...robots,
  og_image: Nullable(MediaSchema),
  updated_at: Type.String(),
  /** Bumped by each write; the ETag a write's If-Match names (docs/api.md#record-versions). */
  version: Type.Integer({ minimum: 1 }),
});
export type SeoPage = Static<typeof SeoPageSchema>;

export const SeoCompletenessSchema = Type.Object({
  missing_title: Type.Boolean(),
  missing_description: Type.Boolean(),
  missing_arabic: Type.Boolean(),
  title_too_long: Type.Boolean(),
  description_too_long: Type.Boolean(),
});

export const SeoPageSummarySchema = Type.Object({
  page: Type.String(),
  title: texts.title,
  completeness: SeoCompletenessSchema,
  updated_at: Type.String(),
});
export type SeoPageSummary = Static<typeof SeoPageSummarySchema>;

/** One language, English where the Arabic is empty; Open Graph texts fall back to the page's own. */
export const PublicSeoPageSchema = Type.Object({
  page: Type.String(),
  locale: Type.String(),
  title: Type.String(),
  description: Type.String(),
  keywords: Type.String(),
  og_title: Type.String(),
  og_description: Type.String(),
  og_image_url: Nullable(Type.String()),
  canonical_url: Nullable(Type.String()),
  robots_index: Type.Boolean(),
  robots_follow: Type.Boolean(),
  /** The robots meta tag's content, e.g. "index, follow". */
  robots: Type.String(),
});
export type PublicSeoPage = Static<typeof PublicSeoPageSchema>;

/**
 * SEO page metadata rules without schemas, so the client can use them without bundling TypeBox: the fixed
 * registry of the public website's pages (docs/product.md#seo-page), the recommended lengths search engines
 * show in full, and the completeness flags the /meta list carries.
 */
import type { Translatable } from '../common/translatable';

/** The public website's pages, in the order the /meta list shows them. Not added or deleted from the UI. */
export const SEO_PAGES = [
  'home',
  'about',
  'projects',
  'developers',
  'team',
  'services',
  'consulting',
  'sell',
  'contact',
  'privacy',
  'terms',
] as const;
export type SeoPageKey = (typeof SEO_PAGES)[number];

export const isSeoPage = (value: string): value is SeoPageKey =>
  (SEO_PAGES as readonly string[]).includes(value);

/** Each page's path on the public website, for the search-result preview when no canonical URL is set. */
export const SEO_PAGE_PATHS: Record<SeoPageKey, string> = {
  home: '/',
  about: '/about',
  projects: '/projects',
  developers: '/developers',
  team: '/team',
  services: '/services',
  consulting: '/consulting',
  sell: '/sell',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
};

/**
 * What search engines and social cards show before truncating (Google cuts titles near 60 characters and
 * descriptions near 160). Longer texts are allowed — they are only flagged — up to SEO_MAX_LENGTHS.
 */
export const SEO_RECOMMENDED_LENGTHS = {
  title: 60,
  description: 160,
  og_title: 60,
  og_description: 160,
} as const;

/** Hard limits the server enforces (422 beyond them). */
export const SEO_MAX_LENGTHS = {
  title: 200,
  description: 500,
  keywords: 500,
  og_title: 200,
  og_description: 500,
} as const;

export type SeoTextField = keyof typeof SEO_MAX_LENGTHS;
export const SEO_TEXT_FIELDS = Object.keys(SEO_MAX_LENGTHS) as SeoTextField[];

export interface SeoCompleteness {
  missing_title: boolean;
  missing_description: boolean;
  /** Some text has English but no Arabic. */
  missing_arabic: boolean;
  /** Either language is over the recommended length. */
  title_too_long: boolean;
  description_too_long: boolean;
}

const blank = (text: string) => text.trim() === '';
const overLength = (value: Translatable, max: number) =>
  value.en.length > max || value.ar.length > max;

export function seoCompleteness(texts: Record<SeoTextField, Translatable>): SeoCompleteness {
  return {
    missing_title: blank(texts.title.en),
    missing_description: blank(texts.description.en),
    missing_arabic: SEO_TEXT_FIELDS.some(
      (field) => !blank(texts[field].en) && blank(texts[field].ar),
    ),
    title_too_long: overLength(texts.title, SEO_RECOMMENDED_LENGTHS.title),
    description_too_long: overLength(texts.description, SEO_RECOMMENDED_LENGTHS.description),
  };
}

/**
 * An Open Graph text in `locale`: its own text, else the page's (title or description) in that language,
 * then the same two in English — so an Arabic card never shows English while Arabic text exists.
 */
export function ogText(og: Translatable, base: Translatable, locale: 'en' | 'ar'): string {
  const candidates = [og[locale], base[locale], og.en, base.en];
  return candidates.find((text) => !blank(text)) ?? '';
}

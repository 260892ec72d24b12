/**
 * The content areas' rules without schemas (slugs, developers, team members, projects), so the client can use
 * them without bundling TypeBox.
 */

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 120;
export const MIN_ESTABLISHED_YEAR = 1800;

/** Languages a broker may speak, as ISO 639-1 codes (the UI names them through `languages.<code>`). */
export const TEAM_LANGUAGES = [
  'ar',
  'en',
  'fr',
  'de',
  'ru',
  'zh',
  'hi',
  'ur',
  'fa',
  'tl',
  'es',
  'it',
  'tr',
  'bn',
  'ml',
  'ta',
] as const;

/** "My Project — Phase 2" → "my-project-phase-2". Arabic-only names give an empty slug (the user types one). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

export const contentMessages = {
  slugTaken: 'The slug has already been taken.',
  developerHasProjects:
    'This developer still has projects. Move or delete them first, or unpublish the developer.',
  unknownMedia: 'The selected file does not exist or has expired. Upload it again.',
  unknownDeveloper: 'The selected developer does not exist.',
  paymentPlanTotal: 'The payment plan must add up to exactly 100%.',
  rangeOrder: 'The minimum must not be greater than the maximum.',
  mediaMustBeImage: 'The file must be an image.',
  mediaMustBePdf: 'The file must be a PDF.',
  mediaMustBeVideo: 'The file must be a video.',
  posterOnlyForVideo: 'Only a video has a poster.',
  endsBeforeStarts: 'The end must be after the start.',
  oneSection: 'Reorder the assets of one section at a time.',
  mediaUsedTwice: 'The same file cannot fill two fields.',
  unknownRecords: 'Some of these records no longer exist. Reload the list and try again.',
} as const;

// Projects: enums, the amenities catalogue, payment plan and handover.

export const CONSTRUCTION_STATUSES = ['off_plan', 'under_construction', 'ready'] as const;
export const SALES_STATUSES = ['coming_soon', 'on_sale', 'sold_out'] as const;
export const PROPERTY_TYPES = [
  'apartment',
  'villa',
  'townhouse',
  'penthouse',
  'duplex',
  'office',
  'retail',
  'plot',
] as const;
export const AREA_UNITS = ['sqft', 'sqm'] as const;
/** The amenities catalogue; the UI names each through `amenities.<key>` in both languages. */
export const AMENITIES = [
  'swimming_pool',
  'gym',
  'kids_play_area',
  'bbq_area',
  'covered_parking',
  'security_24_7',
  'concierge',
  'spa',
  'jogging_track',
  'tennis_court',
  'beach_access',
  'smart_home',
  'pet_friendly',
  'sea_view',
  'retail_outlets',
  'mosque',
  'schools_nearby',
  'metro_access',
  'clubhouse',
  'landscaped_gardens',
] as const;
export const PROJECT_SORTS = [
  'name',
  'sort_order',
  'created_at',
  'price_from',
  'completion_percent',
  'handover_date',
] as const;
export const MAX_GALLERY = 40;
export const MAX_PRICE = 10_000_000_000;

/** Sums the plan's percentages in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100. */
export const paymentPlanTotal = (plan: readonly { percent: number }[]): number =>
  plan.reduce((sum, { percent }) => sum + Math.round(percent * 100), 0) / 100;

/** "60/40"-style label: the percentages in order; empty for no plan. */
export const paymentPlanLabel = (plan: readonly { percent: number }[]): string =>
  plan.map(({ percent }) => String(Number(percent.toFixed(2)))).join('/');

/** "2027-11" → "Q4 2027". */
export function handoverQuarter(handover: string | null): string {
  const match = handover ? /^(\d{4})-(\d{2})$/.exec(handover) : null;
  if (!match) return '';
  return `Q${Math.ceil(Number(match[2]) / 3)} ${match[1]}`;
}

/** The kinds of content an editor's home counts, and how many drafts it lists. */
export const CONTENT_SUMMARY_KINDS = ['developer', 'project', 'team_member'] as const;
export type ContentSummaryKind = (typeof CONTENT_SUMMARY_KINDS)[number];
export const CONTENT_SUMMARY_DRAFTS = 8;

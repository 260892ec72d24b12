/** Content field rules without schemas, so the client can use them without bundling TypeBox. */

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

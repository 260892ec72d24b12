/** Field rules shared by the content areas: slugs, URLs, contacts, nullable helpers. */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { EMAIL_MAX_LENGTH } from './constants';
import { IdSchema } from './list';
import { TEXT_LIMITS } from './translatable';

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 120;
export const SlugSchema = Type.String({
  minLength: 1,
  maxLength: SLUG_MAX_LENGTH,
  pattern: SLUG_PATTERN,
});

/**
 * `T | null`. A schema with one primitive `type` gets `type: [type, 'null']` rather than an anyOf: the server's
 * ajv coerces types, and in `anyOf: [number, null]` it would turn a null into 0 (a price, a latitude) or ''
 * before ever trying the null branch. With null among the types, a null is valid as it is.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const type = (schema as { type?: unknown }).type;
  if (typeof type === 'string' && type !== 'object' && type !== 'array')
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

export const UrlSchema = Type.String({ maxLength: TEXT_LIMITS.url, pattern: '^https?://[^\\s]+$' });
export const EmailSchema = Type.String({ maxLength: EMAIL_MAX_LENGTH, format: 'email' });
/** International format, digits with an optional leading + and spaces or dashes between groups. */
export const PhoneSchema = Type.String({
  minLength: 5,
  maxLength: 32,
  pattern: '^\\+?[0-9][0-9 \\-]{3,30}$',
});
export const MediaIdSchema = IdSchema;

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
  unknownRecords: 'Some of these records no longer exist. Reload the list and try again.',
} as const;

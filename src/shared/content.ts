/** Field rules shared by the content areas: slugs, URLs, contacts, nullable helpers. */
import { Type, type TSchema } from 'typebox';
import { EMAIL_MAX_LENGTH } from './constants';
import { TEXT_LIMITS } from './translatable';

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 120;
export const SlugSchema = Type.String({
  minLength: 1,
  maxLength: SLUG_MAX_LENGTH,
  pattern: SLUG_PATTERN,
});

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const UrlSchema = Type.String({ maxLength: TEXT_LIMITS.url, pattern: '^https?://[^\\s]+$' });
export const EmailSchema = Type.String({ maxLength: EMAIL_MAX_LENGTH, format: 'email' });
/** International format, digits with an optional leading + and spaces or dashes between groups. */
export const PhoneSchema = Type.String({
  minLength: 5,
  maxLength: 32,
  pattern: '^\\+?[0-9][0-9 \\-]{3,30}$',
});
export const MediaIdSchema = Type.Integer({ minimum: 1 });

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
} as const;

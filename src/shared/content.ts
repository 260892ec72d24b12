/** Field rules shared by the content areas: slugs, URLs, contacts, nullable helpers. */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { EMAIL_MAX_LENGTH } from './constants';
import { IdSchema } from './list';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './contentRules';
import { TEXT_LIMITS } from './translatable';

export * from './contentRules';

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

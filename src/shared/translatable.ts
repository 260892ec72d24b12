/**
 * Translatable text (product.md): `{ en, ar }`; English required where the field is, Arabic optional.
 * The public API picks one language with `?locale=` and falls back to English.
 */
import { Type, type Static } from 'typebox';
import type { Locale } from './constants';

export interface Translatable {
  en: string;
  ar: string;
}

/** A translatable field's schema; `required` means English must not be blank. */
export const TranslatableSchema = (maxLength: number, required = false) =>
  Type.Object(
    {
      en: Type.String({ maxLength, ...(required ? { minLength: 1, pattern: '\\S' } : {}) }),
      ar: Type.String({ maxLength }),
    },
    { additionalProperties: false },
  );

export const emptyTranslatable = (): Translatable => ({ en: '', ar: '' });

/** The text in `locale`, or the English when that is empty. */
export const pickLocale = (value: Translatable | null | undefined, locale: Locale): string =>
  (locale === 'ar' && value?.ar.trim() ? value.ar : value?.en) ?? '';

export const PublicLocaleQuerySchema = Type.Object({
  locale: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])),
});
export type PublicLocaleQuery = Static<typeof PublicLocaleQuerySchema>;

/** Limits shared by forms and schemas. */
export const TEXT_LIMITS = { name: 160, short: 255, long: 10_000, url: 2_048 } as const;

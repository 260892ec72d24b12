/**
 * Translatable text (product.md): `{ en, ar }`; English required where the field is, Arabic optional.
 * The public API picks one language with `?locale=` and falls back to English.
 */
import { Type, type Static } from 'typebox';
// The plain helpers live in translatableText.ts so the client can use them without bundling TypeBox.

export * from './translatableText';

/** A translatable field's schema; `required` means English must not be blank. */
export const TranslatableSchema = (maxLength: number, required = false) =>
  Type.Object(
    {
      en: Type.String({ maxLength, ...(required ? { minLength: 1, pattern: '\\S' } : {}) }),
      ar: Type.String({ maxLength }),
    },
    { additionalProperties: false },
  );

export const PublicLocaleQuerySchema = Type.Object({
  locale: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])),
});
export type PublicLocaleQuery = Static<typeof PublicLocaleQuerySchema>;

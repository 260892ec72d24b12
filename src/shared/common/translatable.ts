/** Translatable text without schemas, so the client can use it without bundling TypeBox. */
import type { Locale } from './constants';

export interface Translatable {
  en: string;
  ar: string;
}

export const emptyTranslatable = (): Translatable => ({ en: '', ar: '' });

/** The text in `locale`, or the English when that is empty. */
export const pickLocale = (value: Translatable | null | undefined, locale: Locale): string =>
  (locale === 'ar' && value?.ar.trim() ? value.ar : value?.en) ?? '';

/** Limits shared by forms and schemas. */
export const TEXT_LIMITS = { name: 160, short: 255, long: 10_000, url: 2_048 } as const;

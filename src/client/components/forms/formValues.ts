/** Conversions between what a form holds and what the contract's *InputSchema takes. */
import type { Media } from '../../../shared/common/schemas';
import { emptyTranslatable, type Translatable } from '../../../shared/common/translatable';

/** The form keeps Media objects (for previews); the API takes their ids. */
export const mediaList = (media: Media | null | undefined): Media[] => (media ? [media] : []);
export const mediaIdOf = (list: Media[] | undefined): number | null => list?.[0]?.id ?? null;
export const mediaIdsOf = (list: Media[] | undefined): number[] => (list ?? []).map((m) => m.id);

/** An empty optional text goes up as null, as the schemas' Nullable fields expect. */
export const textOrNull = (value: string | null | undefined): string | null =>
  value?.trim() ? value.trim() : null;

export const numberOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const translatableOf = (value: Partial<Translatable> | null | undefined): Translatable => ({
  en: value?.en?.trim() ?? '',
  ar: value?.ar?.trim() ?? '',
});

export const translatableOrEmpty = (value: Translatable | null | undefined): Translatable =>
  value ? { en: value.en, ar: value.ar } : emptyTranslatable();

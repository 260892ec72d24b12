/**
 * Column values as both dialects store them (docs/architecture.md#database): booleans as integers 0/1,
 * translatable texts and other documents as JSON text.
 */
import type { Translatable } from '../../shared/common/schemas';
import type { Flag } from './contentTables';

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function translatable(text: string | null | undefined): Translatable {
  const value = parseJson<Partial<Translatable>>(text, {});
  return { en: value.en ?? '', ar: value.ar ?? '' };
}

export const flag = (value: boolean): Flag => (value ? 1 : 0);
/** pg returns integers as numbers, SQLite too; compare loosely in case a driver hands back a string. */
export const isSet = (value: unknown): boolean => Number(value) === 1;

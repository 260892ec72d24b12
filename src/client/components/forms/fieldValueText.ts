/**
 * A field's value as one line of text, for the views that set values side by side: the merge after a stale
 * save, two versions compared, the audit log's changes. Empty values as the caller says; yes and no; a list's
 * items joined with commas; both languages of a translatable value ("English | Arabic"); a payment plan's
 * step as its label and percent; a picked record by its name; a date as the form shows it; an option (an
 * amenity, a property type, a status) as the form names it, when the field is known. JSON only for a shape
 * none of these is.
 */
import type { IntlShape } from 'react-intl';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const camel = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** An option's name as its form shows it: `amenities.pool`, `propertyType.villa` (the field, or its singular). */
function optionName(intl: IntlShape, field: string | undefined, value: string): string | null {
  if (!field) return null;
  for (const prefix of new Set([camel(field), camel(field.replace(/s$/, ''))])) {
    const id = `${prefix}.${value}`;
    if (intl.messages[id] !== undefined) return intl.formatMessage({ id });
  }
  return null;
}

export function fieldValueText(
  intl: IntlShape,
  value: unknown,
  { field, empty = '—' }: { field?: string; empty?: string } = {},
): string {
  const text = (item: unknown): string => fieldValueText(intl, item, { field, empty });
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean')
    return intl.formatMessage({ id: value ? 'common.yes' : 'common.no' });
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return optionName(intl, field, value) ?? value;
  if (Array.isArray(value)) return value.length === 0 ? empty : value.map(text).join(', ');
  if (isObject(value)) {
    if (typeof value.format === 'function' && typeof value.toISOString === 'function')
      return (value as { format: (pattern: string) => string }).format('YYYY-MM-DD HH:mm');
    if (typeof value.name === 'string' && typeof value.id === 'number') return value.name;
    if (isObject(value.label) && 'percent' in value) {
      const label = value.label as { en?: unknown; ar?: unknown };
      const named = (intl.locale === 'ar' && label.ar) || label.en || label.ar || '';
      return `${String(named)} ${String(value.percent)}%`.trim();
    }
    if ('en' in value && 'ar' in value && Object.keys(value).length === 2)
      return `${text(value.en)} | ${text(value.ar)}`;
  }
  return JSON.stringify(value);
}

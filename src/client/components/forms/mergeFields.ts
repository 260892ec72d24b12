/**
 * The field-by-field comparison behind the merge dialog (docs/product.md#editing-together): what differs
 * between the record as the server holds it now ("theirs") and the form as its writer left it ("mine"),
 * each language of a translatable text on its own, and the form values a set of choices makes.
 */

export type MergeSide = 'theirs' | 'mine';

export interface MergeField {
  /** A stable key: the path joined with dots (`name.ar`, `social.instagram`). */
  key: string;
  /** Where the value is in the form's values. */
  path: string[];
  /** The form field's name (`name`, `social.instagram`) without the language. */
  field: string;
  lang?: 'en' | 'ar';
  theirs: unknown;
  mine: unknown;
  /**
   * The side offered first: theirs when only they changed the field since the form loaded it, mine
   * otherwise (only I changed it, or both did).
   */
  suggested: MergeSide;
}

type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTranslatable = (value: unknown): value is { en: unknown; ar: unknown } =>
  isObject(value) && Object.keys(value).length === 2 && 'en' in value && 'ar' in value;

/**
 * A value reduced to what the record stores: media by id (a preview's URL may differ between two reads),
 * empty text and nothing alike, dates (dayjs) by their instant.
 */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(comparable);
  if (isObject(value)) {
    if (typeof value.id === 'number' && ('original_url' in value || 'file_name' in value))
      return { id: value.id };
    if (typeof (value as { toISOString?: unknown }).toISOString === 'function')
      return (value as { toISOString: () => string }).toISOString();
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, comparable(value[key])]),
    );
  }
  return value;
}

export const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

const at = (values: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), values);

/**
 * Every field whose value differs between `theirs` and `mine`, in the form's order; `base` is what the form
 * was loaded with (the record at the version it sent), for the side each field suggests.
 */
export function differingFields(base: Values, theirs: Values, mine: Values): MergeField[] {
  const fields: MergeField[] = [];
  const visit = (path: string[], field: string, lang?: 'en' | 'ar') => {
    const ours = at(mine, path);
    const their = at(theirs, path);
    if (sameValue(ours, their)) return;
    const onlyTheyChanged = sameValue(ours, at(base, path));
    fields.push({
      key: path.join('.'),
      path,
      field,
      lang,
      theirs: their,
      mine: ours,
      suggested: onlyTheyChanged ? 'theirs' : 'mine',
    });
  };
  for (const key of Object.keys(mine)) {
    if (!(key in theirs)) continue;
    const value = mine[key] ?? theirs[key];
    if (isTranslatable(value) || isTranslatable(theirs[key])) {
      visit([key, 'en'], key, 'en');
      visit([key, 'ar'], key, 'ar');
    } else if (isObject(value) && !comparableLeaf(value)) {
      // A group of fields (the company's social links): each on its own.
      for (const sub of Object.keys(value)) visit([key, sub], `${key}.${sub}`);
    } else visit([key], key);
  }
  return fields;
}

/** An object that is one value, not a group of fields: a media item, a date. */
const comparableLeaf = (value: Values) =>
  typeof value.id === 'number' ||
  typeof (value as { toISOString?: unknown }).toISOString === 'function';

/** `mine` with the fields chosen as theirs taken from `theirs`; nothing else changes. */
export function mergedValues<V extends Values>(
  mine: V,
  theirs: Values,
  fields: readonly MergeField[],
  choices: Readonly<Record<string, MergeSide>>,
): V {
  const merged = structuredCloneValues(mine);
  for (const field of fields) {
    if ((choices[field.key] ?? field.suggested) !== 'theirs') continue;
    let node: Values = merged;
    for (const part of field.path.slice(0, -1)) {
      node[part] = isObject(node[part]) ? { ...node[part] } : {};
      node = node[part] as Values;
    }
    node[field.path[field.path.length - 1]!] = at(theirs, field.path);
  }
  return merged as V;
}

/** A shallow-per-level copy: nested plain objects are copied, values (media, dates) are shared. */
function structuredCloneValues(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      isObject(value) && !comparableLeaf(value) ? structuredCloneValues(value) : value,
    ]),
  );
}

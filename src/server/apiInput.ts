/**
 * Request bodies that are pleasant to call (docs/api.md#writing-records): POST and PUT accept omitted optional
 * fields and fill in their defaults (null, empty text, an empty list, false), PATCH takes any subset of the
 * fields and merges it into the stored record. Built from the record's full input schema, so the client keeps
 * its one input type and the rules stay in one place.
 */
import { Type, type TObject, type TSchema } from 'typebox';

type Props = Record<string, TSchema>;
type Json = Record<string, unknown>;

const propsOf = (schema: TSchema): Props => (schema as unknown as { properties: Props }).properties;

const typesOf = (schema: TSchema): string[] => {
  const { type } = schema as { type?: unknown };
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};

const allowsNull = (schema: TSchema): boolean =>
  typesOf(schema).includes('null') ||
  ((schema as { anyOf?: TSchema[] }).anyOf ?? []).some((branch) =>
    typesOf(branch).includes('null'),
  );

/** A translatable text `{ en, ar }`. */
export function isTranslatable(schema: TSchema): boolean {
  const props = (schema as { properties?: Props }).properties;
  return props !== undefined && Object.keys(props).sort().join() === 'ar,en';
}

/** Whether `{ en: '', ar: '' }` passes: English is not required. */
const emptyTextAllowed = (schema: TSchema): boolean =>
  !((propsOf(schema).en as { minLength?: number }).minLength ?? 0);

/**
 * The default an omitted field takes, or undefined when the field has no empty value its rules accept (a
 * required name, an enum, a list that needs an item): such a field stays required.
 */
export function emptyValue(schema: TSchema): unknown {
  if (allowsNull(schema)) return null;
  if (isTranslatable(schema)) return emptyTextAllowed(schema) ? { en: '', ar: '' } : undefined;
  const [type] = typesOf(schema);
  if (type === 'boolean') return false;
  if (type === 'array')
    return ((schema as { minItems?: number }).minItems ?? 0) > 0 ? undefined : [];
  return undefined;
}

export interface LenientOptions {
  /** Defaults other than the empty value (SEO: robots_index true). */
  defaults?: Json;
  /** Fields that may be omitted without a default: the server fills them in (a derived slug). */
  derived?: readonly string[];
  /** An example body for the OpenAPI document. */
  example?: Json;
}

const optional = (schema: TSchema, extra: Json = {}): TSchema =>
  Type.Optional({ ...schema, ...extra } as TSchema) as unknown as TSchema;

/** The POST/PUT body: the input schema with every field that has a default optional, defaulted by ajv. */
export function lenientInput<T extends TObject>(schema: T, options: LenientOptions = {}): T {
  const props: Props = {};
  for (const [key, field] of Object.entries(propsOf(schema))) {
    const fallback = key in (options.defaults ?? {}) ? options.defaults![key] : emptyValue(field);
    if (options.derived?.includes(key)) props[key] = optional(field);
    else if (fallback === undefined) props[key] = field;
    else props[key] = optional(field, { default: fallback });
  }
  return Type.Object(props, {
    additionalProperties: false,
    ...(options.example ? { examples: [options.example] } : {}),
  }) as unknown as T;
}

/** The PATCH body: any subset of the fields, each with its own rules; a translatable text may send one language. */
export function patchInput(schema: TObject, example?: Json): TObject {
  const props: Props = {};
  for (const [key, field] of Object.entries(propsOf(schema))) {
    const rules = isTranslatable(field)
      ? Type.Object(
          { en: Type.Optional(propsOf(field).en!), ar: Type.Optional(propsOf(field).ar!) },
          { additionalProperties: false },
        )
      : field;
    props[key] = optional(rules);
  }
  return Type.Object(props, {
    additionalProperties: false,
    minProperties: 1,
    ...(example ? { examples: [example] } : {}),
  });
}

/**
 * The stored record as its full input: the record's own fields, and its media as ids (`logo` → `logo_id`,
 * `gallery` → `gallery_ids`, `floor_plans` → `floor_plan_ids`).
 */
export function inputOf(schema: TObject, record: Json): Json {
  const input: Json = {};
  const idOf = (media: unknown) => (media as { id?: number } | null)?.id ?? null;
  for (const key of Object.keys(propsOf(schema))) {
    if (key in record) input[key] = record[key];
    else if (key.endsWith('_ids')) {
      const base = key.slice(0, -4);
      const list = (record[base] ?? record[`${base}s`] ?? []) as unknown[];
      input[key] = list.map(idOf);
    } else if (key.endsWith('_id')) input[key] = idOf(record[key.slice(0, -3)]);
  }
  return input;
}

/** `patch` over `current`: the fields sent replace theirs; a translatable text merges per language. */
export function mergePatch(schema: TObject, current: Json, patch: Json): Json {
  const merged = { ...current };
  const props = propsOf(schema);
  for (const [key, value] of Object.entries(patch)) {
    merged[key] =
      props[key] && isTranslatable(props[key]) && value && typeof value === 'object'
        ? { ...(current[key] as Json), ...(value as Json) }
        : value;
  }
  return merged;
}

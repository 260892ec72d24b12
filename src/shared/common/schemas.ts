/**
 * The contract's common schemas (TypeBox): the list conventions, translatable text, the media record, the
 * message and error answers, and the field helpers every domain uses.
 *
 * Lists (docs/api.md#lists): `page`, `per_page` (≤ 100), `sort` (`field` or `-field`),
 * `search`, `filter[name]=value`; answers `{ data: [...], meta: { current_page, per_page, total, last_page }
 * }`.
 */
import { Type, type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { EMAIL_MAX_LENGTH } from './constants';
import { DEFAULT_PER_PAGE, MAX_ID, MAX_PAGE, MAX_PER_PAGE, SEARCH_MAX_LENGTH } from './list';
import { TEXT_LIMITS } from './translatable';

// The plain rules live in ./list, ./translatable and ./errors so the client can use them without bundling
// TypeBox; this module re-exports them for the server.
export * from './errors';
export * from './list';
export * from './translatable';

export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const ListMetaSchema = Type.Object({
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE }),
  total: Type.Integer({ minimum: 0 }),
  last_page: Type.Integer({ minimum: 1 }),
  total_capped: Type.Optional(Type.Literal(true)),
});

export const listResponse = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), meta: ListMetaSchema });

/** The query every admin list accepts; each resource adds its `filter[...]` keys and allowed sorts. */
export const baseListQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  per_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE }),
  ),
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
};

/** `sort` accepts exactly the listed fields, ascending or descending with a leading '-'. */
export const sortParam = (fields: readonly string[]) =>
  Type.Optional(
    Type.Union(fields.flatMap((field) => [Type.Literal(field), Type.Literal(`-${field}`)])),
  );

/**
 * An admin list's query: the base query, `sort` over the listed fields, then the resource's `filter[...]`
 * keys; nothing else.
 */
export const listQuery = <F extends TProperties>(sorts: readonly string[], filters: F) =>
  Type.Object(
    { ...baseListQuery, sort: sortParam(sorts), ...filters },
    { additionalProperties: false },
  );

/** Booleans in a query string arrive as text. */
export const BooleanFilter = Type.Union([Type.Literal('true'), Type.Literal('false')]);

/** Reorder body: the ids of the rows in their new order (docs/api.md#content-resources). */
export const ReorderBodySchema = Type.Object(
  {
    ids: Type.Array(IdSchema, {
      minItems: 1,
      maxItems: MAX_PER_PAGE,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

/**
 * A translatable field's schema (docs/product.md#translatable-text): `{ en, ar }`; `required` means English
 * must not be blank, Arabic is always optional. The public API picks one language with `?locale=` and falls
 * back to English.
 */
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

/** A media record as every answer that holds pictures carries it (docs/product.md#media). */
export const MediaSchema = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  collection_name: Type.String(),
  name: Type.String(),
  file_name: Type.String(),
  mime_type: Type.String(),
  size: Type.Integer(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  order_column: Type.Integer(),
  original_url: Type.String(),
  preview_url: Type.Union([Type.String(), Type.Null()]),
});
export type Media = Static<typeof MediaSchema>;

export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** The contract's error shape as a schema; `ApiErrorBody` (./errors) is its type. */
export const ErrorResponseSchema = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
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

/** One of `values`. Typed through Unsafe because a mapped Union loses the literal types (it became never). */
export const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));

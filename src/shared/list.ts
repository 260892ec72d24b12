/**
 * The list conventions of product.md: `page`, `per_page` (≤ 100), `sort` (`field` or `-field`), `search`,
 * `filter[name]=value`; answers `{ data: [...], meta: { current_page, per_page, total, last_page } }`.
 */
import { Type, type Static, type TSchema } from 'typebox';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;
export const SEARCH_MAX_LENGTH = 120;
/** Ids are 32-bit integers in the database; a larger one must be a 422, not a PostgreSQL range error. */
export const MAX_ID = 2_147_483_647;
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });
/** Far beyond any real list, and small enough that the offset stays a safe integer. */
export const MAX_PAGE = 1_000_000;

export const ListMetaSchema = Type.Object({
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE }),
  total: Type.Integer({ minimum: 0 }),
  last_page: Type.Integer({ minimum: 1 }),
});
export type ListMeta = Static<typeof ListMetaSchema>;

export const listResponse = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), meta: ListMetaSchema });

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

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

/** Booleans in a query string arrive as text. */
export const BooleanFilter = Type.Union([Type.Literal('true'), Type.Literal('false')]);

export interface ListParams {
  page?: number;
  per_page?: number;
  sort?: string;
  search?: string;
  /** `filter[name]` values, by name. */
  filter?: Record<string, string | undefined>;
}

/** `{ filter: { city: 'Dubai' } }` → `{ 'filter[city]': 'Dubai' }`, as the server expects in the query. */
export function toQueryParams({ filter, ...rest }: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined && value !== '') query[key] = value;
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value !== undefined && value !== '') query[`filter[${key}]`] = value;
  }
  return query;
}

/** Reorder body: the ids of the rows in their new order (product.md). */
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
export type ReorderBody = Static<typeof ReorderBodySchema>;

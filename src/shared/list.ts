/**
 * The list conventions of product.md: `page`, `per_page` (≤ 100), `sort` (`field` or `-field`), `search`,
 * `filter[name]=value`; answers `{ data: [...], meta: { current_page, per_page, total, last_page } }`.
 */
import { Type, type TSchema } from 'typebox';
import { DEFAULT_PER_PAGE, MAX_ID, MAX_PAGE, MAX_PER_PAGE, SEARCH_MAX_LENGTH } from './listParams';

// The plain rules live in listParams.ts so the client can use them without bundling TypeBox.
export * from './listParams';

export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const ListMetaSchema = Type.Object({
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE }),
  total: Type.Integer({ minimum: 0 }),
  last_page: Type.Integer({ minimum: 1 }),
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

/** Booleans in a query string arrive as text. */
export const BooleanFilter = Type.Union([Type.Literal('true'), Type.Literal('false')]);

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

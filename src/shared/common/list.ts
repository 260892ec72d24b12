/** List rules without schemas, so the client can use them without bundling TypeBox. */

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;
export const SEARCH_MAX_LENGTH = 120;
/** Ids are 32-bit integers in the database; a larger one must be a 422, not a PostgreSQL range error. */
export const MAX_ID = 2_147_483_647;
/** Far beyond any real list, and small enough that the offset stays a safe integer. */
export const MAX_PAGE = 1_000_000;

export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /**
   * Present (true) when counting stopped at `total`: at least that many rows match, perhaps more. Only a
   * lead search on PostgreSQL counts this way (docs/api.md#lists).
   */
  total_capped?: true;
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

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

export interface ReorderBody {
  ids: number[];
}

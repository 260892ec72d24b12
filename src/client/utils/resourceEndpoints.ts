/**
 * The endpoint definitions every content resource shares (list, show, create, update, delete, reorder), so
 * each feature's API file only names its endpoints. Tags follow docs/architecture.md#features: a tag per id
 * plus LIST.
 */
import {
  toQueryParams,
  type ListParams,
  type ListResponse,
  type ReorderBody,
} from '../../shared/common/list';
import type { TagType } from '../app/api';
import { ifMatch } from './recordVersion';

/**
 * The admin API's answers around a record (docs/api.md#envelopes): `{ data, message? }` and `{ message }`.
 */
export interface DataResponse<T> {
  data: T;
  message?: string;
}
export interface MessageResponse {
  message: string;
}
/** An update: the record's id, its input, and the version the form loaded (sent as If-Match). */
export interface UpdateArgs<Body> {
  id: number;
  body: Body;
  version?: number;
}

const list = (tag: TagType) => ({ type: tag, id: 'LIST' as const });

export const resourceEndpoints = (path: string, tag: TagType, alsoInvalidates: TagType[] = []) => ({
  list: {
    query: (params: ListParams) => ({ url: path, params: toQueryParams(params) }),
    providesTags: (result: ListResponse<{ id: number }> | undefined) => [
      list(tag),
      ...(result?.data ?? []).map(({ id }) => ({ type: tag, id })),
    ],
  },
  show: {
    query: (id: number) => `${path}/${id}`,
    providesTags: (_result: unknown, _error: unknown, id: number) => [{ type: tag, id }],
  },
  create: {
    query: (body: object) => ({ url: path, method: 'POST', body }),
    invalidatesTags: [list(tag)],
  },
  update: {
    query: ({ id, body, version }: UpdateArgs<object>) => ({
      url: `${path}/${id}`,
      method: 'PUT',
      body,
      ...ifMatch(version),
    }),
    invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: number }) => [
      { type: tag, id },
      list(tag),
      ...alsoInvalidates.map(list),
    ],
  },
  remove: {
    query: (id: number) => ({ url: `${path}/${id}`, method: 'DELETE' }),
    invalidatesTags: (_result: unknown, _error: unknown, id: number) => [
      { type: tag, id },
      list(tag),
      ...alsoInvalidates.map(list),
    ],
  },
  reorder: {
    query: (body: ReorderBody) => ({ url: `${path}/reorder`, method: 'POST', body }),
    invalidatesTags: [list(tag)],
  },
});

/** The export URL for the same view as the list (all pages). */
export function exportPath(resourcePath: string, params: ListParams): string {
  const query = new URLSearchParams(
    Object.entries(toQueryParams({ ...params, page: undefined, per_page: undefined })).map(
      ([key, value]) => [key, String(value)],
    ),
  ).toString();
  return `${resourcePath}/export.csv${query ? `?${query}` : ''}`;
}

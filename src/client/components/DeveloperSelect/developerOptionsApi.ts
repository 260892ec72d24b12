import { adminPaths } from '../../../shared/apiPaths';
import type { Developer } from '../../../shared/developers';
import { toQueryParams, type ListResponse } from '../../../shared/listParams';
import { api } from '../../app/api';

/** Enough developers to pick from while typing; more than that, the user types more letters. */
export const DEVELOPER_OPTIONS_PAGE = 20;

/**
 * The developer picker's own read of GET /developers. It lives here, not in the developers feature, because
 * features may not import each other; sharing the base api and the Developer LIST tag keeps it fresh when
 * a developer is added or renamed.
 */
const developerOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    developerOptions: build.query<ListResponse<Developer>, string>({
      query: (search) => ({
        url: adminPaths.developers,
        params: toQueryParams({ search, per_page: DEVELOPER_OPTIONS_PAGE, sort: 'name' }),
      }),
      providesTags: [{ type: 'Developer', id: 'LIST' }],
    }),
  }),
});

export const { useDeveloperOptionsQuery } = developerOptionsApi;

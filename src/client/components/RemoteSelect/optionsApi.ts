import { adminPaths } from '../../../shared/apiPaths';
import { toQueryParams, type ListResponse } from '../../../shared/listParams';
import type { Translatable } from '../../../shared/translatableText';
import { api } from '../../app/api';

/** Enough records to pick from while typing; more than that, the user types more letters. */
export const OPTIONS_PAGE = 20;

export interface NamedRecord {
  id: number;
  name: Translatable;
}

const optionsQuery = (url: string) => (search: string) => ({
  url,
  params: toQueryParams({ search, per_page: OPTIONS_PAGE, sort: 'name' }),
});

/**
 * The pickers' own reads of GET /developers and GET /projects. They live here, not in those features,
 * because features may not import each other; the resources' LIST tags keep them fresh when a record is
 * added or renamed.
 */
const optionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    developerOptions: build.query<ListResponse<NamedRecord>, string>({
      query: optionsQuery(adminPaths.developers),
      providesTags: [{ type: 'Developer', id: 'LIST' }],
    }),
    projectOptions: build.query<ListResponse<NamedRecord>, string>({
      query: optionsQuery(adminPaths.projects),
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
  }),
});

export const { useDeveloperOptionsQuery, useProjectOptionsQuery } = optionsApi;

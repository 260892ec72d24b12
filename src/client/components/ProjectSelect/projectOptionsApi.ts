import { adminPaths } from '../../../shared/apiPaths';
import type { Project } from '../../../shared/projects';
import { toQueryParams, type ListResponse } from '../../../shared/listParams';
import { api } from '../../app/api';

/** Enough projects to pick from while typing; more than that, the user types more letters. */
export const PROJECT_OPTIONS_PAGE = 20;

/**
 * The project picker's own read of GET /projects (as DeveloperSelect's of /developers): features may not
 * import each other, and the Project LIST tag keeps it fresh when a project is added or renamed.
 */
const projectOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectOptions: build.query<ListResponse<Project>, string>({
      query: (search) => ({
        url: adminPaths.projects,
        params: toQueryParams({ search, per_page: PROJECT_OPTIONS_PAGE, sort: 'name' }),
      }),
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
  }),
});

export const { useProjectOptionsQuery } = projectOptionsApi;

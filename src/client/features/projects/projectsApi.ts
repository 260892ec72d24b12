import { adminPaths } from '../../../shared/common/apiPaths';
import type { ListParams, ListResponse, ReorderBody } from '../../../shared/common/list';
import type { Project, ProjectInput } from '../../../shared/content/projects';
import { api } from '../../app/api';
import {
  resourceEndpoints,
  type DataResponse,
  type MessageResponse,
  type UpdateArgs,
} from '../../utils/resourceEndpoints';

// A project added, moved or deleted changes its developers' project counts.
const endpoints = resourceEndpoints(adminPaths.projects, 'Project', ['Developer']);

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProjects: build.query<ListResponse<Project>, ListParams>(endpoints.list),
    getProject: build.query<DataResponse<Project>, number>(endpoints.show),
    createProject: build.mutation<DataResponse<Project>, ProjectInput>({
      ...endpoints.create,
      invalidatesTags: [...endpoints.create.invalidatesTags, { type: 'Developer', id: 'LIST' }],
    }),
    updateProject: build.mutation<DataResponse<Project>, UpdateArgs<ProjectInput>>(
      endpoints.update,
    ),
    deleteProject: build.mutation<MessageResponse, number>(endpoints.remove),
    reorderProjects: build.mutation<MessageResponse, ReorderBody>(endpoints.reorder),
  }),
});

export const {
  useListProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useReorderProjectsMutation,
} = projectsApi;

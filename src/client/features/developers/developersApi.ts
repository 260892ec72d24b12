import { adminPaths } from '../../../shared/common/apiPaths';
import type { Developer, DeveloperInput } from '../../../shared/content/developers';
import type { ListParams, ListResponse, ReorderBody } from '../../../shared/common/list';
import { api } from '../../app/api';
import {
  resourceEndpoints,
  type DataResponse,
  type MessageResponse,
  type UpdateArgs,
} from '../../utils/resourceEndpoints';

// A renamed or deleted developer changes the project lists that show its name.
const endpoints = resourceEndpoints(adminPaths.developers, 'Developer', ['Project']);

export const developersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDevelopers: build.query<ListResponse<Developer>, ListParams>(endpoints.list),
    getDeveloper: build.query<DataResponse<Developer>, number>(endpoints.show),
    createDeveloper: build.mutation<DataResponse<Developer>, DeveloperInput>(endpoints.create),
    updateDeveloper: build.mutation<DataResponse<Developer>, UpdateArgs<DeveloperInput>>(
      endpoints.update,
    ),
    deleteDeveloper: build.mutation<MessageResponse, number>(endpoints.remove),
    reorderDevelopers: build.mutation<MessageResponse, ReorderBody>(endpoints.reorder),
  }),
});

export const {
  useListDevelopersQuery,
  useGetDeveloperQuery,
  useCreateDeveloperMutation,
  useUpdateDeveloperMutation,
  useDeleteDeveloperMutation,
  useReorderDevelopersMutation,
} = developersApi;

import { adminPaths } from '../../../shared/common/apiPaths';
import type { ListParams, ListResponse, ReorderBody } from '../../../shared/common/list';
import type { TeamMember, TeamMemberInput } from '../../../shared/content/teamMembers';
import { api } from '../../app/api';
import {
  resourceEndpoints,
  type DataResponse,
  type MessageResponse,
  type UpdateArgs,
} from '../../utils/resourceEndpoints';

const endpoints = resourceEndpoints(adminPaths.teamMembers, 'TeamMember');

export const teamMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTeamMembers: build.query<ListResponse<TeamMember>, ListParams>(endpoints.list),
    getTeamMember: build.query<DataResponse<TeamMember>, number>(endpoints.show),
    createTeamMember: build.mutation<DataResponse<TeamMember>, TeamMemberInput>(endpoints.create),
    updateTeamMember: build.mutation<DataResponse<TeamMember>, UpdateArgs<TeamMemberInput>>(
      endpoints.update,
    ),
    deleteTeamMember: build.mutation<MessageResponse, number>(endpoints.remove),
    reorderTeamMembers: build.mutation<MessageResponse, ReorderBody>(endpoints.reorder),
  }),
});

export const {
  useListTeamMembersQuery,
  useGetTeamMemberQuery,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
  useReorderTeamMembersMutation,
} = teamMembersApi;

import { adminPaths } from '../../../shared/common/apiPaths';
import { toQueryParams, type ListParams, type ListResponse } from '../../../shared/common/list';
import type { User, UserInvite, UserUpdate } from '../../../shared/users/schemas';
import { api } from '../../app/api';
import type { DataResponse, MessageResponse } from '../../utils/resourceEndpoints';

const path = adminPaths.users;
const LIST = { type: 'User' as const, id: 'LIST' as const };
const invalidatesUser = (_result: unknown, _error: unknown, id: number) => [
  { type: 'User' as const, id },
  LIST,
];

/** The Users screens' calls (docs/api.md#users-routes): super-admin only. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListResponse<User>, ListParams>({
      query: (params) => ({ url: path, params: toQueryParams(params) }),
      providesTags: (result) => [
        LIST,
        ...(result?.data ?? []).map(({ id }) => ({ type: 'User' as const, id })),
      ],
    }),
    getUser: build.query<DataResponse<User>, number>({
      query: (id) => `${path}/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    inviteUser: build.mutation<DataResponse<User>, UserInvite>({
      query: (body) => ({ url: path, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateUser: build.mutation<DataResponse<User>, { id: number; body: UserUpdate }>({
      query: ({ id, body }) => ({ url: `${path}/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, LIST],
    }),
    resendInvitation: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `${path}/${id}/invitation`, method: 'POST' }),
      invalidatesTags: invalidatesUser,
    }),
    revokeInvitation: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `${path}/${id}/invitation`, method: 'DELETE' }),
      invalidatesTags: invalidatesUser,
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserQuery,
  useInviteUserMutation,
  useUpdateUserMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = usersApi;

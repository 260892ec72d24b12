import type {
  Company,
  CompanyInput,
  PasswordChangeInput,
  ProfileInput,
} from '../../../shared/account/schemas';
import { adminPaths } from '../../../shared/common/apiPaths';
import type { AuthUser } from '../../../shared/auth/schemas';
import type { MessageResponse } from '../../../shared/common/schemas';
import type { Availability } from '../../../shared/leads/routing/schemas';
import { api } from '../../app/api';
import { ifMatch } from '../../utils/recordVersion';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<{ data: AuthUser; message: string }, ProfileInput>({
      query: (body) => ({ url: adminPaths.profile, method: 'PUT', body }),
    }),
    changePassword: build.mutation<MessageResponse, PasswordChangeInput>({
      query: (body) => ({ url: adminPaths.profilePassword, method: 'PUT', body }),
    }),
    getCompany: build.query<{ data: Company }, void>({
      query: () => adminPaths.company,
      providesTags: ['Company'],
    }),
    updateCompany: build.mutation<
      { data: Company; message: string },
      { body: CompanyInput; version?: number }
    >({
      query: ({ body, version }) => ({
        url: adminPaths.company,
        method: 'PUT',
        body,
        ...ifMatch(version),
      }),
      invalidatesTags: ['Company'],
    }),
    getAvailability: build.query<{ data: Availability }, void>({
      query: () => adminPaths.profileAvailability,
      providesTags: ['Me'],
    }),
    updateAvailability: build.mutation<{ data: Availability; message: string }, Availability>({
      query: (body) => ({ url: adminPaths.profileAvailability, method: 'PUT', body }),
      // The routing screen shows each agent's availability.
      invalidatesTags: ['Me', { type: 'RoutingRule', id: 'LIST' }],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetCompanyQuery,
  useUpdateCompanyMutation,
  useGetAvailabilityQuery,
  useUpdateAvailabilityMutation,
} = profileApi;

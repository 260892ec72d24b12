import { api } from '../../app/api';
import { adminPaths } from '../../../shared/common/apiPaths';
import type { LoginBody, LoginResponse, MeResponse } from '../../../shared/auth/schemas';
import type { MessageResponse } from '../../../shared/common/schemas';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: adminPaths.login, method: 'POST', body }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: adminPaths.logout, method: 'POST' }),
    }),
    me: build.query<MeResponse, void>({
      query: () => adminPaths.me,
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useMeQuery } = authApi;

import { api } from '../../app/api';
import { adminPaths } from '../../../shared/apiPaths';
import type { LoginBody, LoginResponse, MeResponse, MessageResponse } from '../../../shared/auth';

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

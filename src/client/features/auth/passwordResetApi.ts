import type { ForgotPasswordInput, ResetPasswordInput } from '../../../shared/account';
import { adminPaths } from '../../../shared/apiPaths';
import type { MessageResponse } from '../../../shared/auth';
import { api } from '../../app/api';

/** The token-free forgot/reset calls of the full-layout pages. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: adminPaths.passwordForgot, method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: adminPaths.passwordReset, method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;

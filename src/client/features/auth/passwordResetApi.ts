import type { ForgotPasswordInput, ResetPasswordInput } from '../../../shared/account/schemas';
import { adminPaths } from '../../../shared/common/apiPaths';
import type { MessageResponse } from '../../../shared/common/schemas';
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

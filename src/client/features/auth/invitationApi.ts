import { adminPaths } from '../../../shared/common/apiPaths';
import type { MessageResponse } from '../../../shared/common/schemas';
import type { AcceptInvitationInput } from '../../../shared/users/schemas';
import { api } from '../../app/api';

/** The token-free call of the accept-invitation page. */
export const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<MessageResponse, AcceptInvitationInput>({
      query: (body) => ({ url: adminPaths.invitationAccept, method: 'POST', body }),
    }),
  }),
});

export const { useAcceptInvitationMutation } = invitationApi;

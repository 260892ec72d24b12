import { api } from '../../app/api';
import { adminPaths } from '../../../shared/apiPaths';
import type { MessageResponse } from '../../../shared/auth';
import type { ClientErrorReport } from '../../../shared/clientErrorLimits';

export const clientErrorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportClientError: build.mutation<MessageResponse, ClientErrorReport>({
      query: (body) => ({ url: adminPaths.clientErrors, method: 'POST', body }),
    }),
  }),
});

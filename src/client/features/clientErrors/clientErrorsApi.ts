import { api } from '../../app/api';
import { adminPaths } from '../../../shared/common/apiPaths';
import type { MessageResponse } from '../../../shared/common/schemas';
import type { ClientErrorReport } from '../../../shared/clientErrors/rules';

export const clientErrorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportClientError: build.mutation<MessageResponse, ClientErrorReport>({
      query: (body) => ({ url: adminPaths.clientErrors, method: 'POST', body }),
    }),
  }),
});

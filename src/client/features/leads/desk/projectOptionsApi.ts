import { adminPaths } from '../../../../shared/common/apiPaths';
import type { ListResponse } from '../../../../shared/common/list';
import { api } from '../../../app/api';
import {
  remoteOptionsQuery,
  type NamedRecord,
} from '../../../components/RemoteSelect/remoteOptions';
import type { DataResponse } from '../../../utils/resourceEndpoints';

/** The leads' reads of the projects: the project filter's options, and a project lead's project by id. */
const projectOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectOptions: build.query<ListResponse<NamedRecord>, string>(
      remoteOptionsQuery(adminPaths.projects, 'Project'),
    ),
    /** GET /projects/{id}, for its name in the interface's language (a renamed project updates it). */
    leadProject: build.query<DataResponse<NamedRecord>, number>({
      query: (id) => `${adminPaths.projects}/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
  }),
});

export const { useProjectOptionsQuery, useLeadProjectQuery } = projectOptionsApi;

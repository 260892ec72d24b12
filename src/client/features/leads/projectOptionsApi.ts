import { adminPaths } from '../../../shared/common/apiPaths';
import type { ListResponse } from '../../../shared/common/list';
import { api } from '../../app/api';
import { remoteOptionsQuery, type NamedRecord } from '../../components/RemoteSelect/remoteOptions';

/** The project filter's read of GET /projects, loaded with the filter rather than with the lead list. */
const projectOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectOptions: build.query<ListResponse<NamedRecord>, string>(
      remoteOptionsQuery(adminPaths.projects, 'Project'),
    ),
  }),
});

export const { useProjectOptionsQuery } = projectOptionsApi;

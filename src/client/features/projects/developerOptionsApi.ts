import { adminPaths } from '../../../shared/common/apiPaths';
import type { ListResponse } from '../../../shared/common/list';
import { api } from '../../app/api';
import { remoteOptionsQuery, type NamedRecord } from '../../components/RemoteSelect/remoteOptions';

/** The developer picker's read of GET /developers (the project form and the list's filter). */
const developerOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    developerOptions: build.query<ListResponse<NamedRecord>, string>(
      remoteOptionsQuery(adminPaths.developers, 'Developer'),
    ),
  }),
});

export const { useDeveloperOptionsQuery } = developerOptionsApi;

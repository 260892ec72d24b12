import { adminPaths } from '../../../../shared/common/apiPaths';
import type { Dashboard } from '../../../../shared/leads/schemas';
import { api } from '../../../app/api';

/** GET /dashboard; the leads feature's mutations invalidate the Dashboard tag, so it is fresh on return. */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<{ data: Dashboard }, void>({
      query: () => adminPaths.dashboard,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;

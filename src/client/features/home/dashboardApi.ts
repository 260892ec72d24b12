import { adminPaths } from '../../../shared/common/apiPaths';
import type { ContentSummary } from '../../../shared/content/summary';
import type { Dashboard } from '../../../shared/leads/schemas';
import { api } from '../../app/api';

/**
 * GET /dashboard; the leads feature's mutations invalidate the Dashboard tag, so it is fresh on return.
 * GET /content-summary, the editor's home: any change to the content's lists makes it stale.
 */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<{ data: Dashboard }, void>({
      query: () => adminPaths.dashboard,
      providesTags: ['Dashboard'],
    }),
    contentSummary: build.query<{ data: ContentSummary }, void>({
      query: () => adminPaths.contentSummary,
      providesTags: [
        { type: 'Developer', id: 'LIST' },
        { type: 'Project', id: 'LIST' },
        { type: 'TeamMember', id: 'LIST' },
        { type: 'SeoPage', id: 'LIST' },
      ],
    }),
  }),
});

export const { useDashboardQuery, useContentSummaryQuery } = dashboardApi;

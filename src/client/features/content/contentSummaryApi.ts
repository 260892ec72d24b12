import { adminPaths } from '../../../shared/common/apiPaths';
import type { ContentSummary } from '../../../shared/content/summary';
import { api } from '../../app/api';

/** GET /content-summary, the editor's home: any change to the content's lists makes it stale. */
const contentSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useContentSummaryQuery } = contentSummaryApi;

import { adminPaths } from '../../../shared/common/apiPaths';
import type { SeoPage, SeoPageInput, SeoPageSummary } from '../../../shared/seo/schemas';
import { api } from '../../app/api';
import type { DataResponse } from '../../utils/resourceEndpoints';
import { ifMatch } from '../../utils/recordVersion';

const LIST = { type: 'SeoPage' as const, id: 'LIST' };

/** The registry's pages are fixed: a list, one page, and its update (no add or delete). */
export const seoApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSeoPages: build.query<DataResponse<SeoPageSummary[]>, void>({
      query: () => adminPaths.meta,
      providesTags: [LIST],
    }),
    getSeoPage: build.query<DataResponse<SeoPage>, string>({
      query: (page) => `${adminPaths.meta}/${encodeURIComponent(page)}`,
      providesTags: (_result, _error, page) => [{ type: 'SeoPage', id: page }],
    }),
    updateSeoPage: build.mutation<
      DataResponse<SeoPage>,
      { page: string; body: SeoPageInput; version?: number }
    >({
      query: ({ page, body, version }) => ({
        url: `${adminPaths.meta}/${encodeURIComponent(page)}`,
        method: 'PUT',
        body,
        ...ifMatch(version),
      }),
      invalidatesTags: (_result, _error, { page }) => [{ type: 'SeoPage', id: page }, LIST],
    }),
  }),
});

export const { useListSeoPagesQuery, useGetSeoPageQuery, useUpdateSeoPageMutation } = seoApi;

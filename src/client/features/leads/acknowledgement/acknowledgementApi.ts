/**
 * The auto-acknowledgement's endpoints (docs/api.md#mail-routes), injected by the lazy chunk of its screen,
 * never the main bundle.
 */
import { adminPaths } from '../../../../shared/common/apiPaths';
import type {
  AckPreview,
  AckPreviewBody,
  AutoAcknowledgement,
} from '../../../../shared/leads/acknowledgement/schemas';
import { api } from '../../../app/api';

export const acknowledgementApi = api.injectEndpoints({
  endpoints: (build) => ({
    autoAcknowledgement: build.query<{ data: AutoAcknowledgement }, void>({
      query: () => adminPaths.autoAcknowledgement,
      providesTags: ['AutoAcknowledgement'],
    }),
    saveAutoAcknowledgement: build.mutation<
      { data: AutoAcknowledgement; message: string },
      AutoAcknowledgement
    >({
      query: (body) => ({ url: adminPaths.autoAcknowledgement, method: 'PUT', body }),
      invalidatesTags: ['AutoAcknowledgement'],
    }),
    previewAutoAcknowledgement: build.mutation<{ data: AckPreview }, AckPreviewBody>({
      query: (body) => ({
        url: `${adminPaths.autoAcknowledgement}/preview`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useAutoAcknowledgementQuery,
  useSaveAutoAcknowledgementMutation,
  usePreviewAutoAcknowledgementMutation,
} = acknowledgementApi;

/**
 * The mail queue's and the auto-acknowledgement's endpoints (docs/api.md#mail-routes), injected by the lazy
 * chunks of their screens, never the main bundle.
 */
import { adminPaths } from '../../../shared/common/apiPaths';
import type { ListResponse } from '../../../shared/common/list';
import type { MailStatus } from '../../../shared/mail/rules';
import type {
  AckPreview,
  AckPreviewBody,
  AutoAcknowledgement,
  MailQueueEntry,
} from '../../../shared/mail/schemas';
import { api } from '../../app/api';

export interface MailQueueParams {
  status?: MailStatus;
  page: number;
  per_page: number;
}

export const mailApi = api.injectEndpoints({
  endpoints: (build) => ({
    mailQueue: build.query<ListResponse<MailQueueEntry>, MailQueueParams>({
      query: ({ status, ...rest }) => ({
        url: adminPaths.mailQueue,
        params: status ? { status, ...rest } : rest,
      }),
      providesTags: ['MailQueue'],
    }),
    retryMail: build.mutation<{ data: MailQueueEntry; message: string }, number>({
      query: (id) => ({ url: `${adminPaths.mailQueue}/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['MailQueue'],
    }),
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
  useMailQueueQuery,
  useRetryMailMutation,
  useAutoAcknowledgementQuery,
  useSaveAutoAcknowledgementMutation,
  usePreviewAutoAcknowledgementMutation,
} = mailApi;

/**
 * The mail queue screen's endpoints (docs/api.md#mail-routes), injected by the lazy chunk of its screen,
 * never the main bundle.
 */
import { adminPaths } from '../../../shared/common/apiPaths';
import type { ListResponse } from '../../../shared/common/list';
import type { MailStatus } from '../../../shared/mailQueue/rules';
import type { MailQueueEntry } from '../../../shared/mailQueue/schemas';
import { api } from '../../app/api';

export interface MailQueueParams {
  status?: MailStatus;
  page: number;
  per_page: number;
}

export const mailQueueApi = api.injectEndpoints({
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
  }),
});

export const { useMailQueueQuery, useRetryMailMutation } = mailQueueApi;

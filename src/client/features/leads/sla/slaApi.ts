/**
 * Speed to lead's endpoints (docs/api.md#speed-to-lead): the response-time figures and the first-response
 * targets. Both carry the Dashboard tag, which every lead mutation invalidates, so the figures are fresh when
 * a call or a note has answered a lead; saving the targets also moves the overdue badge (LeadCounts).
 */
import { adminPaths } from '../../../../shared/common/apiPaths';
import type {
  LeadSlaSettings,
  LeadSlaTarget,
  ResponsePeriod,
  ResponseTimes,
} from '../../../../shared/leads/sla/rules';
import type { LeadKind } from '../../../../shared/leads/rules';
import { api } from '../../../app/api';

const speedApi = api.injectEndpoints({
  endpoints: (build) => ({
    responseTimes: build.query<{ data: ResponseTimes }, ResponsePeriod>({
      query: (days) => ({ url: adminPaths.responseTimes, params: { days } }),
      providesTags: ['Dashboard'],
    }),
    leadSla: build.query<{ data: LeadSlaSettings }, void>({
      query: () => adminPaths.leadSla,
      providesTags: ['Dashboard'],
    }),
    updateLeadSla: build.mutation<
      { data: LeadSlaSettings; message: string },
      Partial<Record<LeadKind, LeadSlaTarget>>
    >({
      query: (body) => ({ url: adminPaths.leadSla, method: 'PUT', body }),
      invalidatesTags: ['Dashboard', 'LeadCounts'],
    }),
  }),
});

export const { useResponseTimesQuery, useLeadSlaQuery, useUpdateLeadSlaMutation } = speedApi;

/**
 * The leads endpoints (docs/api.md#lead-routes). Tags: a Lead per id plus one LIST per kind; opening,
 * patching, bulk actions and deleting also change the menu badges (LeadCounts) and the dashboard (Dashboard),
 * which other features read: tags, not imports, carry that across.
 */
import { adminPaths } from '../../../../shared/common/apiPaths';
import type {
  Assignee,
  Lead,
  LeadDetail,
  LeadNote,
  UnreadCounts,
} from '../../../../shared/leads/schemas';
import type { ContactChannel, LeadKind, LeadStatus } from '../../../../shared/leads/rules';
import { toQueryParams, type ListParams, type ListResponse } from '../../../../shared/common/list';
import { api } from '../../../app/api';
import type { DataResponse, MessageResponse } from '../../../utils/resourceEndpoints';

const kindPath = (kind: LeadKind) => `${adminPaths.forms}/${kind}`;
const listTag = (kind: LeadKind) => ({ type: 'Lead' as const, id: `LIST-${kind}` });
const SUMMARIES = ['LeadCounts', 'Dashboard'] as const;

// The bodies of LeadPatchSchema and LeadBulkSchema, spelled out: TypeBox's Static types of them resolve to
// `never` inside RTK Query's generics.
export interface LeadPatch {
  status?: LeadStatus;
  read?: boolean;
}
export interface LeadBulk {
  action: 'delete' | 'status' | 'read' | 'unread';
  ids: number[];
  status?: LeadStatus;
}

interface LeadRef {
  kind: LeadKind;
  id: number;
}

export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLeads: build.query<ListResponse<Lead>, { kind: LeadKind; params: ListParams }>({
      query: ({ kind, params }) => ({ url: kindPath(kind), params: toQueryParams(params) }),
      providesTags: (result, _error, { kind }) => [
        listTag(kind),
        ...(result?.data ?? []).map(({ id }) => ({ type: 'Lead' as const, id })),
      ],
    }),
    getLead: build.query<DataResponse<LeadDetail>, LeadRef>({
      query: ({ kind, id }) => `${kindPath(kind)}/${id}`,
      providesTags: (_result, _error, { id }) => [{ type: 'Lead', id }],
    }),
    updateLead: build.mutation<DataResponse<Lead>, LeadRef & { body: LeadPatch }>({
      query: ({ kind, id, body }) => ({ url: `${kindPath(kind)}/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: 'Lead', id },
        listTag(kind),
        ...SUMMARIES,
      ],
      // Opening an unread lead lowers its badge at once; the refetch that follows confirms the count.
      async onQueryStarted({ kind, body }, { dispatch, queryFulfilled }) {
        if (body.read === undefined) return;
        const step = body.read ? -1 : 1;
        const patch = dispatch(
          leadsApi.util.updateQueryData('unreadCounts', undefined, (counts) => {
            counts.data[kind] = Math.max(0, counts.data[kind] + step);
          }),
        );
        queryFulfilled.catch(patch.undo);
      },
    }),
    deleteLead: build.mutation<MessageResponse, LeadRef>({
      query: ({ kind, id }) => ({ url: `${kindPath(kind)}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: 'Lead', id },
        listTag(kind),
        ...SUMMARIES,
      ],
    }),
    addLeadNote: build.mutation<DataResponse<LeadNote>, LeadRef & { body: string }>({
      query: ({ kind, id, body }) => ({
        url: `${kindPath(kind)}/${id}/notes`,
        method: 'POST',
        body: { body },
      }),
      // A note answers the lead: the overdue badge and the response figures move.
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: 'Lead', id },
        listTag(kind),
        ...SUMMARIES,
      ],
    }),
    bulkLeads: build.mutation<{ data: { affected: number } }, { kind: LeadKind; body: LeadBulk }>({
      query: ({ kind, body }) => ({ url: `${kindPath(kind)}/bulk`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { kind, body }) => [
        listTag(kind),
        ...body.ids.map((id) => ({ type: 'Lead' as const, id })),
        ...SUMMARIES,
      ],
    }),
    assignLead: build.mutation<DataResponse<Lead>, LeadRef & { assigneeId: number | null }>({
      query: ({ kind, id, assigneeId }) => ({
        url: `${kindPath(kind)}/${id}/assignee`,
        method: 'PATCH',
        body: { assignee_id: assigneeId },
      }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: 'Lead', id },
        listTag(kind),
        ...SUMMARIES,
      ],
    }),
    bulkAssignLeads: build.mutation<
      { data: { affected: number } },
      { kind: LeadKind; ids: number[]; assigneeId: number | null }
    >({
      query: ({ kind, ids, assigneeId }) => ({
        url: `${kindPath(kind)}/assign`,
        method: 'POST',
        body: { ids, assignee_id: assigneeId },
      }),
      invalidatesTags: (_result, _error, { kind, ids }) => [
        listTag(kind),
        ...ids.map((id) => ({ type: 'Lead' as const, id })),
        ...SUMMARIES,
      ],
    }),
    recordContact: build.mutation<DataResponse<Lead>, LeadRef & { channel: ContactChannel }>({
      query: ({ kind, id, channel }) => ({
        url: `${kindPath(kind)}/${id}/contacts`,
        method: 'POST',
        body: { channel },
      }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: 'Lead', id },
        listTag(kind),
        ...SUMMARIES,
      ],
    }),
    listAssignees: build.query<{ data: Assignee[] }, void>({
      query: () => adminPaths.assignees,
    }),
    /** The unread leads per kind, and beside them the overdue ones (docs/api.md#speed-to-lead). */
    unreadCounts: build.query<{ data: UnreadCounts; overdue: UnreadCounts }, void>({
      query: () => adminPaths.unreadCounts,
      providesTags: ['LeadCounts'],
    }),
  }),
});

export const {
  useListLeadsQuery,
  useGetLeadQuery,
  useUpdateLeadMutation,
  useDeleteLeadMutation,
  useAddLeadNoteMutation,
  useBulkLeadsMutation,
  useUnreadCountsQuery,
  useAssignLeadMutation,
  useBulkAssignLeadsMutation,
  useRecordContactMutation,
  useListAssigneesQuery,
} = leadsApi;

/**
 * The Trash screen's endpoints (docs/api.md#trash-routes), injected by the lazy chunk of its screen, never the
 * main bundle. A restore brings a record back into its lists, so it refreshes them all.
 */
import { adminPaths } from '../../../shared/common/apiPaths';
import type { ListResponse } from '../../../shared/common/list';
import type { TrashType } from '../../../shared/trash/rules';
import type { TrashItem } from '../../../shared/trash/schemas';
import { api } from '../../app/api';

export interface TrashParams {
  type?: TrashType;
  page: number;
  per_page: number;
}

const RESTORED_INTO = [
  'Trash',
  'Developer',
  'Project',
  'TeamMember',
  'HomeAsset',
  'Lead',
  'LeadCounts',
  'Dashboard',
] as const;

export const trashApi = api.injectEndpoints({
  endpoints: (build) => ({
    trash: build.query<ListResponse<TrashItem>, TrashParams>({
      query: ({ type, ...rest }) => ({
        url: adminPaths.trash,
        params: type ? { 'filter[type]': type, ...rest } : rest,
      }),
      providesTags: ['Trash'],
    }),
    restoreFromTrash: build.mutation<{ message: string }, { type: TrashType; id: number }>({
      query: ({ type, id }) => ({ url: `${adminPaths.trash}/${type}/${id}/restore`, method: 'POST' }),
      invalidatesTags: [...RESTORED_INTO],
    }),
    purgeFromTrash: build.mutation<{ message: string }, { type: TrashType; id: number }>({
      query: ({ type, id }) => ({ url: `${adminPaths.trash}/${type}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Trash'],
    }),
    emptyTrash: build.mutation<{ message: string; deleted: number }, void>({
      query: () => ({ url: adminPaths.trash, method: 'DELETE' }),
      invalidatesTags: ['Trash'],
    }),
  }),
});

export const {
  useTrashQuery,
  useRestoreFromTrashMutation,
  usePurgeFromTrashMutation,
  useEmptyTrashMutation,
} = trashApi;

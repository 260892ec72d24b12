import { adminPaths } from '../../../../shared/common/apiPaths';
import { toQueryParams, type ListResponse } from '../../../../shared/common/list';
import type { Translatable } from '../../../../shared/common/translatable';
import type { RoutingRule, RoutingRuleInput } from '../../../../shared/leads/routing/schemas';
import { api } from '../../../app/api';
import type { DataResponse, MessageResponse } from '../../../utils/resourceEndpoints';

const path = adminPaths.routingRules;
const RULES = [{ type: 'RoutingRule' as const, id: 'LIST' as const }];

/** The routing screen's calls (docs/api.md#routing-rules): the managers' rules and what a rule names. */
export const routingApi = api.injectEndpoints({
  endpoints: (build) => ({
    routingRules: build.query<{ data: RoutingRule[] }, void>({
      query: () => path,
      providesTags: RULES,
    }),
    createRoutingRule: build.mutation<DataResponse<RoutingRule>, RoutingRuleInput>({
      query: (body) => ({ url: path, method: 'POST', body }),
      invalidatesTags: RULES,
    }),
    updateRoutingRule: build.mutation<
      DataResponse<RoutingRule>,
      { id: number; body: RoutingRuleInput }
    >({
      query: ({ id, body }) => ({ url: `${path}/${id}`, method: 'PUT', body }),
      invalidatesTags: RULES,
    }),
    deleteRoutingRule: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `${path}/${id}`, method: 'DELETE' }),
      invalidatesTags: RULES,
    }),
    reorderRoutingRules: build.mutation<{ data: RoutingRule[] }, number[]>({
      query: (ids) => ({ url: `${path}/reorder`, method: 'POST', body: { ids } }),
      // The new order shows at once; the answer confirms it.
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          routingApi.util.updateQueryData('routingRules', undefined, (draft) => {
            draft.data.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: RULES,
    }),
    routingAssignees: build.query<{ data: { id: number; name: string }[] }, void>({
      query: () => adminPaths.assignees,
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    routingProjects: build.query<ListResponse<{ id: number; name: Translatable }>, void>({
      query: () => ({
        url: adminPaths.projects,
        params: toQueryParams({ per_page: 100, sort: 'name' }),
      }),
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
  }),
});

export const {
  useRoutingRulesQuery,
  useCreateRoutingRuleMutation,
  useUpdateRoutingRuleMutation,
  useDeleteRoutingRuleMutation,
  useReorderRoutingRulesMutation,
  useRoutingAssigneesQuery,
  useRoutingProjectsQuery,
} = routingApi;

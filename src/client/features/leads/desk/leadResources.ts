/**
 * Each kind's list hooks in ResourceList's shape, bound to their kind. Built once per kind at module load, so
 * they are stable module constants that are safe to call as hooks.
 */
import { LEAD_KINDS, type LeadKind } from '../../../../shared/leads/rules';
import type { Lead } from '../../../../shared/leads/schemas';
import type { ListParams } from '../../../../shared/common/list';
import type { ResourceHooks } from '../../../components/ResourceList';
import { useBulkLeadsMutation, useDeleteLeadMutation, useListLeadsQuery } from './leadsApi';

function resourceOf(kind: LeadKind): ResourceHooks<Lead> {
  return {
    useList: function useList(params: ListParams) {
      return useListLeadsQuery({ kind, params });
    },
    useDelete: function useDelete() {
      const [remove, state] = useDeleteLeadMutation();
      return [(id: number) => remove({ kind, id }), state] as const;
    },
    useBulkDelete: function useBulkDelete() {
      const [bulk, state] = useBulkLeadsMutation();
      return [(ids: number[]) => bulk({ kind, body: { action: 'delete', ids } }), state] as const;
    },
  };
}

export const LEAD_RESOURCES = Object.fromEntries(
  LEAD_KINDS.map((kind) => [kind, resourceOf(kind)]),
) as Record<LeadKind, ResourceHooks<Lead>>;

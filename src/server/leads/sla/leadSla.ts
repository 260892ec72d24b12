/**
 * Overdue leads (docs/product.md#speed-to-lead): a lead is overdue when nobody has answered it and it was
 * created longer ago than its kind's first-response target. The flag on the wire and the resolved
 * `filter[overdue]` both come from each kind's cutoff at the app clock's now.
 */
import type { Lead, LeadKind } from '../../../shared/leads/schemas';
import type { LeadFilters } from '../common/leadRepository';

/** Whether the lead is unanswered and older than its kind's cutoff (ISO text compares as time). */
export function isOverdue(
  lead: Pick<Lead, 'kind' | 'first_response_at' | 'created_at'>,
  cutoffs: Record<LeadKind, string>,
): boolean {
  return lead.first_response_at === null && lead.created_at < cutoffs[lead.kind];
}

export function withOverdue<L extends Lead>(lead: L, cutoffs: Record<LeadKind, string>): L {
  return { ...lead, overdue: isOverdue(lead, cutoffs) };
}

/** `filter[overdue]=1` as the kind's cutoff, before the query runs anywhere (the export's worker too). */
export function resolveOverdueFilter<Q extends LeadFilters>(query: Q, cutoff: string): Q {
  return query['filter[overdue]'] ? { ...query, overdueBefore: cutoff } : query;
}

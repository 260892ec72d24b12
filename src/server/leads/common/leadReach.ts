/**
 * Which leads a user may see and work (docs/product.md#roles): a sales agent the leads assigned to them and
 * the unassigned pool of the kinds their account allows; every other role that reaches leads at all, every
 * lead. Outside the reach a lead does not exist for that user: 404, never 403, so ids cannot be probed.
 */
import { can } from '../../../shared/permissions';
import type { LeadKind } from '../../../shared/leads/schemas';
import type { UserRow } from '../../db/database';
import { poolKindsOf } from '../../users/poolKinds';

/** null: every lead. `poolKinds` null: the whole pool. */
export type LeadReach = { assigneeId: number; poolKinds: LeadKind[] | null } | null;

export function leadReachOf(user: Pick<UserRow, 'id' | 'role' | 'lead_kinds'>): LeadReach {
  if (!can(user.role, 'reachesOwnLeadsOnly')) return null;
  return { assigneeId: user.id, poolKinds: poolKindsOf(user.lead_kinds) };
}

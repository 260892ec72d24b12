/**
 * Which leads a user may see and work (docs/product.md#roles): a sales agent the leads assigned to them and
 * the unassigned pool; every other role that reaches leads at all, every lead. Outside the reach a lead does
 * not exist for that user: 404, never 403, so ids cannot be probed.
 */
import type { UserRow } from '../db/database';

/** null: every lead. */
export type LeadReach = { assigneeId: number } | null;

export function leadReachOf(user: Pick<UserRow, 'id' | 'role'>): LeadReach {
  return user.role === 'sales-agent' ? { assigneeId: user.id } : null;
}

/**
 * Which live events a user hears (docs/product.md#live-updates): the same reach as the lead lists
 * (leads/common/leadReach.ts). A user who reaches every lead hears everything; an agent hears of the leads it
 * owns, owned before an assignment moved them, and the unassigned pool of the kinds its account allows.
 */
import type { LiveEvent } from '../../../shared/leads/live/liveEvents';
import type { LeadReach } from '../common/leadReach';

export function hears(reach: LeadReach, event: LiveEvent): boolean {
  if (reach === null) return true;
  const owners =
    event.type === 'lead.assigned'
      ? [event.assignee_id, event.previous_assignee_id]
      : [event.assignee_id];
  if (owners.includes(reach.assigneeId)) return true;
  if (!owners.includes(null)) return false;
  return reach.poolKinds === null || reach.poolKinds.includes(event.kind);
}

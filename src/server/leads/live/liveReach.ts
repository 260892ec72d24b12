/**
 * Which live events a user hears (docs/product.md#live-updates): of the leads, the same reach as the lead
 * lists (leads/common/leadReach.ts), and only for a role that reads leads at all; a user who reaches every
 * lead hears of each, an agent of the leads it owns, owned before an assignment moved them, and the
 * unassigned pool of the kinds its account allows. Of presence (docs/product.md#presence), whoever may read
 * that kind of record.
 */
import { adminPaths } from '../../../shared/common/apiPaths';
import type { LiveEvent } from '../../../shared/leads/live/liveEvents';
import { mayCall, type Role } from '../../../shared/permissions';
import { mayBePresent } from '../../../shared/presence/rules';
import type { LeadReach } from '../common/leadReach';

/** Whether the role reads leads at all (the lead lists' route). */
export function readsLeads(role: Role): boolean {
  return mayCall(role, 'GET', `${adminPaths.forms}/:kind`);
}

export function hears(role: Role, reach: LeadReach, event: LiveEvent): boolean {
  if (event.type === 'presence.changed') return mayBePresent(role, event.resource);
  if (!readsLeads(role)) return false;
  if (reach === null) return true;
  const owners =
    event.type === 'lead.assigned'
      ? [event.assignee_id, event.previous_assignee_id]
      : [event.assignee_id];
  if (owners.includes(reach.assigneeId)) return true;
  if (!owners.includes(null)) return false;
  return reach.poolKinds === null || reach.poolKinds.includes(event.kind);
}

/**
 * Lead news for the live updates (docs/product.md#live-updates): the arrival of a lead, announced after
 * routing has given it an owner (the `announce` phase of leads/intake/leadArrivals.ts, so the event names the
 * owner the database holds by then), and `app.leadLive`, which the lead routes call after each write that
 * moves a list or a badge.
 */
import fp from 'fastify-plugin';
import type { LeadKind } from '../../../shared/leads/rules';
import { leadOwners, type LeadOwner } from './leadEventRepository';

export interface LeadLive {
  /** A change to leads (status, read, note, contact, delete) of known owners. */
  changed(leads: readonly Pick<LeadOwner, 'id' | 'kind' | 'assignee_id'>[], actorId: number): void;
  /** Reads the owners of `ids`, for `changed` after the write (or before a delete). */
  owners(ids: readonly number[]): Promise<LeadOwner[]>;
  /** Assignee changes that were committed. */
  assigned(
    leads: readonly {
      id: number;
      kind: LeadKind;
      reference: string;
      previous_assignee_id: number | null;
    }[],
    assigneeId: number | null,
    actorId: number,
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    leadLive: LeadLive;
  }
}

export default fp(
  async (app) => {
    app.leadArrivals.on('announce', 'live', async (leads) => {
      // A lead deleted before it was announced is not among the owners: nobody needs to hear of it.
      const owners = await leadOwners(
        app.db,
        leads.map((lead) => lead.id),
      );
      for (const owner of owners)
        app.events.publish({
          type: 'lead.created',
          id: owner.id,
          kind: owner.kind,
          reference: owner.reference,
          assignee_id: owner.assignee_id,
          actor_id: null,
        });
    });

    app.decorate('leadLive', {
      changed(leads, actorId) {
        for (const lead of leads)
          app.events.publish({
            type: 'lead.changed',
            id: lead.id,
            kind: lead.kind,
            assignee_id: lead.assignee_id,
            actor_id: actorId,
          });
      },
      owners: (ids) => leadOwners(app.db, ids),
      assigned(leads, assigneeId, actorId) {
        for (const lead of leads)
          app.events.publish({
            type: 'lead.assigned',
            id: lead.id,
            kind: lead.kind,
            reference: lead.reference,
            assignee_id: assigneeId,
            previous_assignee_id: lead.previous_assignee_id,
            actor_id: actorId,
          });
      },
    } satisfies LeadLive);
  },
  { name: 'lead-live', dependencies: ['lead-arrivals', 'events', 'db'] },
);

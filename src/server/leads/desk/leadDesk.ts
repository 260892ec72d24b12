/**
 * The lead desk's work behind its routes (leadRoutes.ts), so each handler reads as one step: every action on
 * a lead checks the user's reach (a lead outside it is a 404, as if it did not exist:
 * leads/common/leadReach.ts), writes, reads the lead back with its overdue flag
 * (docs/product.md#speed-to-lead), tells the open pages (app.leadLive) and, for an assignment, queues the new
 * assignee's mail in the assignment's transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { serverMessages } from '../../../shared/common/errors';
import type { ListResponse } from '../../../shared/common/schemas';
import type { ContactChannel } from '../../../shared/leads/rules';
import {
  leadMessages,
  type Lead,
  type LeadBulk,
  type LeadDetail,
  type LeadKind,
  type LeadListQuery,
  type LeadNote,
  type LeadPatch,
} from '../../../shared/leads/schemas';
import { adminPaths } from '../../../shared/common/apiPaths';
import { mayCall } from '../../../shared/permissions';
import { recordAudit } from '../../audit/auditRepository';
import type { UserRow } from '../../db/database';
import { forbidden, HttpError, validationError } from '../../httpErrors';
import { assignMail } from './assignMail';
import { assignLeads, findAssignable, type Assignable } from './leadAssignRepository';
import { leadExporter } from '../export/leadExporter';
import { leadReachOf } from '../common/leadReach';
import {
  findLead,
  findLeadDetail,
  idsWithinReach,
  listLeads,
  resolveAssigneeFilter,
  unreadCounts,
  type LeadFilters,
} from '../common/leadRepository';
import { resolveOverdueFilter, withOverdue } from '../sla/leadSla';
import { overdueCounts, readSla, targetCutoffs } from '../sla/leadSlaRepository';
import {
  addLeadNote,
  bulkLeads,
  deleteLead,
  patchLead,
  recordLeadContact,
} from './leadWriteRepository';

type User = Pick<UserRow, 'id' | 'name' | 'role' | 'lead_kinds'>;

const notFound = () => new HttpError(404, serverMessages.notFound);
/** The route whose callers may assign any lead to anyone (shared/permissions.ts). */
const ASSIGN_SELECTION = `${adminPaths.forms}/:kind/assign`;
const DELETE_ONE = `${adminPaths.forms}/:kind/:id`;

export function createLeadDesk(app: FastifyInstance) {
  const exporter = leadExporter(app.db, app.config);

  /** Each kind's overdue cutoff now: the targets are read afresh. */
  const cutoffsNow = async () => targetCutoffs(await readSla(app.db), app.clock.now());
  /** A lead as answered, with its overdue flag. */
  const wire = async <L extends Lead>(lead: L) => withOverdue(lead, await cutoffsNow());
  /** The lead as it is now, for the answer of a write. */
  const current = async (kind: LeadKind, id: number) => wire((await findLead(app.db, kind, id))!);
  const mustReach = async (user: User, kind: LeadKind, id: number) => {
    const reach = leadReachOf(user);
    if (reach && !(await findLead(app.db, kind, id, reach))) throw notFound();
  };
  /** The assignee named in a body: an active user who may own leads, else a 422 in the contract's shape. */
  const assignable = async (id: number | null): Promise<Assignable | null> => {
    if (id === null) return null;
    const found = await findAssignable(app.db, id);
    if (!found) throw validationError({ assignee_id: [leadMessages.assigneeInvalid] });
    return found;
  };
  /**
   * Assigns the leads and queues the new assignee's mail in the same transaction, so a crash after the commit
   * loses no mail; it goes out after the commit, and the answer never waits for it.
   */
  const assignAndTell = async (
    by: User,
    kind: LeadKind,
    ids: readonly number[],
    assignee: Assignable | null,
    options?: { poolOnly: boolean },
  ) => {
    const result = await app.db.transaction().execute(async (trx) => {
      const assigned = await assignLeads(trx, kind, ids, assignee?.id ?? null, options);
      if (assignee && assigned.changed.length > 0)
        await app.mailer.queueOnceIn(
          trx,
          assignMail({ assignee, by: by.name, leads: assigned.changed, appUrl: app.config.appUrl }),
          // The transaction, not the key, makes it once: the key only has to be new.
          `assign:${randomUUID()}`,
        );
      return assigned;
    });
    if (assignee && result.changed.length > 0) void app.mailer.deliverDue();
    app.leadLive.assigned(result.changed, assignee?.id ?? null, by.id);
    return result;
  };
  /** The list's filters as the user asked them: "mine" and "overdue" resolved. */
  const filtersOf = async <Q extends LeadFilters>(user: User, kind: LeadKind, query: Q) =>
    resolveOverdueFilter(resolveAssigneeFilter(query, user.id), (await cutoffsNow())[kind]);

  return {
    close: () => exporter.close(),

    /** The menu badges: unread leads per kind, and the overdue ones. */
    async unread(user: User) {
      const reach = leadReachOf(user);
      const [data, overdue] = await Promise.all([
        unreadCounts(app.db, reach),
        cutoffsNow().then((cutoffs) => overdueCounts(app.db, cutoffs, reach)),
      ]);
      return { data, overdue };
    },

    async list(user: User, kind: LeadKind, query: LeadListQuery): Promise<ListResponse<Lead>> {
      exporter.warm();
      const cutoffs = await cutoffsNow();
      const filters = resolveOverdueFilter(resolveAssigneeFilter(query, user.id), cutoffs[kind]);
      const page = await listLeads(app.readDb, kind, filters, leadReachOf(user));
      return { ...page, data: page.data.map((lead) => withOverdue(lead, cutoffs)) };
    },

    /** The export is audited (who exported which filters) before its first row. */
    async export(user: User, kind: LeadKind, query: LeadFilters): Promise<Readable> {
      await recordAudit(app.db, {
        entity: 'lead',
        action: 'export',
        changes: { kind: [null, kind], filters: [null, query] },
      });
      return exporter.stream(kind, await filtersOf(user, kind, query));
    },

    /** Status, read or delete on the selection within reach; how many leads it changed. */
    async bulk(user: User, kind: LeadKind, body: LeadBulk): Promise<number> {
      // Deleting in bulk is deleting: only the roles that may delete one lead.
      if (body.action === 'delete' && !mayCall(user.role, 'DELETE', DELETE_ONE)) throw forbidden();
      if (body.action === 'status' && !body.status)
        throw validationError({ status: [leadMessages.statusRequired] });
      const ids = await idsWithinReach(app.db, kind, body.ids, leadReachOf(user));
      // Read before the write: a deleted lead has no owner to ask about afterwards.
      const touched = await app.leadLive.owners(ids);
      const affected = ids.length === 0 ? 0 : await bulkLeads(app.db, kind, { ...body, ids });
      if (affected > 0) app.leadLive.changed(touched, user.id);
      return affected;
    },

    /** The selected leads to one user, or back to the pool (managers); how many changed hands. */
    async assignSelection(user: User, kind: LeadKind, ids: number[], assigneeId: number | null) {
      const assignee = await assignable(assigneeId);
      const { changed } = await assignAndTell(user, kind, ids, assignee);
      return changed.length;
    },

    async detail(user: User, kind: LeadKind, id: number): Promise<LeadDetail> {
      const lead = await findLeadDetail(app.db, kind, id, leadReachOf(user));
      if (!lead) throw notFound();
      return wire(lead);
    },

    async patch(user: User, kind: LeadKind, id: number, body: LeadPatch): Promise<Lead> {
      await mustReach(user, kind, id);
      if (!(await patchLead(app.db, kind, id, body))) throw notFound();
      const lead = await current(kind, id);
      app.leadLive.changed([lead], user.id);
      return lead;
    },

    async remove(user: User, kind: LeadKind, id: number): Promise<void> {
      await mustReach(user, kind, id);
      const owners = await app.leadLive.owners([id]);
      if (!(await deleteLead(app.db, kind, id))) throw notFound();
      app.leadLive.changed(owners, user.id);
    },

    async addNote(user: User, kind: LeadKind, id: number, body: string): Promise<LeadNote> {
      await mustReach(user, kind, id);
      const note = await addLeadNote(app.db, kind, id, user, body);
      if (!note) throw notFound();
      app.leadLive.changed(await app.leadLive.owners([id]), user.id);
      return note;
    },

    /** Assigns one lead (whoever may assign a selection), or takes it from the pool (anyone else, for itself). */
    async assign(user: User, kind: LeadKind, id: number, assigneeId: number | null): Promise<Lead> {
      await mustReach(user, kind, id);
      const manages = mayCall(user.role, 'POST', ASSIGN_SELECTION);
      if (!manages && assigneeId !== user.id) throw forbidden();
      const assignee = await assignable(assigneeId);
      const { found } = await assignAndTell(user, kind, [id], assignee, { poolOnly: !manages });
      if (found === 0) {
        if (!manages && (await findLead(app.db, kind, id))) throw forbidden();
        throw notFound();
      }
      return current(kind, id);
    },

    /** A call, e-mail or WhatsApp message to the lead: its first response, if it is the first. */
    async recordContact(user: User, kind: LeadKind, id: number, channel: ContactChannel) {
      await mustReach(user, kind, id);
      if (!(await recordLeadContact(app.db, kind, id, channel))) throw notFound();
      const lead = await current(kind, id);
      app.leadLive.changed([lead], user.id);
      return lead;
    },
  };
}

export type LeadDesk = ReturnType<typeof createLeadDesk>;

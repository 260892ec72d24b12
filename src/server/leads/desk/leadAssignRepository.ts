/**
 * A lead's assignee (docs/product.md#roles): who may be assigned (an active user who may own leads), and the assignment
 * itself, one transaction with an `assign` audit row per lead whose assignee changed
 * (docs/security.md#audit-log). Two assignments of one lead at once: the later wins, both are audited; on
 * PostgreSQL the rows are locked so each audit row's "before" is the assignee the other one left.
 */
import type { Kysely } from 'kysely';
import type { LeadKind } from '../../../shared/leads/rules';
import { recordAuditMany } from '../../audit/auditRepository';
import { nowIso, type Database, type UserRow } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { inTransaction } from '../../db/transaction';
import { activeWith } from '../../users/activeUsersRepository';

type Db = Kysely<Database>;

export type Assignable = Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>;

/** The user if it may own a lead now (active, not invited, not deactivated), else undefined. */
export async function findAssignable(db: Db, id: number): Promise<Assignable | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('id', '=', id)
    .$call(activeWith('ownsLeads'))
    .executeTakeFirst();
}

/** GET /assignees: everyone who may own a lead now, by name. */
export async function listAssignees(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .$call(activeWith('ownsLeads'))
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** What the assignment mail tells of a lead. */
export interface AssignedLead {
  id: number;
  kind: LeadKind;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  project_name: string | null;
  /** Whom it was assigned to before (null: the pool). */
  previous_assignee_id: number | null;
}

/**
 * Assigns those of `ids` that are leads of this kind to `assigneeId` (null: back to the pool). `poolOnly`: only
 * those still unassigned (an agent taking a lead). Answers how many leads it found and those whose assignee
 * changed (the ones the new assignee is told of).
 */
export async function assignLeads(
  db: Db,
  kind: LeadKind,
  ids: readonly number[],
  assigneeId: number | null,
  { poolOnly = false, now = new Date() }: { poolOnly?: boolean; now?: Date } = {},
): Promise<{ found: number; changed: AssignedLead[] }> {
  // Inside a caller's transaction (routing, a deactivation) it joins that one.
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('leads')
      .where('deleted_at', 'is', null)
      .select(['id', 'assignee_id', 'reference', 'name', 'email', 'phone', 'project_name'])
      .where('kind', '=', kind)
      .where('id', 'in', ids)
      .$if(poolOnly, (qb) => qb.where('assignee_id', 'is', null))
      .$if(isPostgres(trx), (qb) => qb.forUpdate())
      .orderBy('id')
      .execute();
    const changed = rows.filter((row) => row.assignee_id !== assigneeId);
    if (changed.length > 0) {
      await trx
        .updateTable('leads')
        .set({ assignee_id: assigneeId, updated_at: nowIso(now) })
        .where(
          'id',
          'in',
          changed.map((row) => row.id),
        )
        .execute();
      await recordAuditMany(
        trx,
        changed.map((row) => ({
          entity: 'lead' as const,
          entityId: row.id,
          action: 'assign' as const,
          changes: { assignee_id: [row.assignee_id, assigneeId] as const },
        })),
      );
    }
    return {
      found: rows.length,
      changed: changed.map(({ assignee_id: previous, ...lead }) => ({
        ...lead,
        kind,
        previous_assignee_id: previous,
      })),
    };
  });
}

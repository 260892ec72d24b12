/**
 * Speed to lead's rows (docs/product.md#speed-to-lead): each kind's first-response target and reassignment
 * threshold (lead_sla, migration 020), the overdue leads (unanswered past the target: the partial index
 * `leads_unanswered_index` serves every query here), and the escalation job's marks, each set once.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { LEAD_KINDS, type LeadKind } from '../../../shared/leads/rules';
import {
  SLA_DEFAULT_TARGET_MINUTES,
  type LeadSlaInput,
  type LeadSlaSettings,
} from '../../../shared/leads/sla/schemas';
import { recordAudit, recordAuditMany } from '../../audit/auditRepository';
import { nowIso, type Database } from '../../db/database';
import { activeUsersWith } from '../../users/activeUsersRepository';
import type { LeadReach } from '../common/leadReach';
import { liveLeads, withinReach } from '../common/leadRepository';

type Db = Kysely<Database>;
/** Per kind, the creation time before which an unanswered lead is past a threshold; absent: none. */
export type Cutoffs = Partial<Record<LeadKind, string>>;

const MINUTE_MS = 60_000;

export async function readSla(db: Db): Promise<LeadSlaSettings> {
  const rows = await db.selectFrom('lead_sla').selectAll().execute();
  const settings = Object.fromEntries(
    LEAD_KINDS.map((kind) => [
      kind,
      { target_minutes: SLA_DEFAULT_TARGET_MINUTES, reassign_minutes: null },
    ]),
  ) as LeadSlaSettings;
  for (const row of rows)
    if ((LEAD_KINDS as readonly string[]).includes(row.kind))
      settings[row.kind as LeadKind] = {
        target_minutes: Number(row.target_minutes),
        reassign_minutes: row.reassign_minutes === null ? null : Number(row.reassign_minutes),
      };
  return settings;
}

/** Writes the kinds given, with one audit row of what changed (docs/security.md#audit-log). */
export async function writeSla(
  db: Db,
  input: LeadSlaInput,
  now = new Date(),
): Promise<LeadSlaSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await readSla(trx);
    const at = nowIso(now);
    const changes: Record<string, readonly [unknown, unknown]> = {};
    for (const kind of LEAD_KINDS) {
      const wanted = input[kind];
      if (!wanted) continue;
      const values = {
        target_minutes: wanted.target_minutes,
        reassign_minutes: wanted.reassign_minutes,
        updated_at: at,
      };
      const updated = await trx
        .updateTable('lead_sla')
        .set(values)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await trx
          .insertInto('lead_sla')
          .values({ kind, ...values })
          .execute();
      for (const field of ['target_minutes', 'reassign_minutes'] as const)
        if (before[kind][field] !== wanted[field])
          changes[`${kind}.${field}`] = [before[kind][field], wanted[field]];
    }
    if (Object.keys(changes).length > 0)
      await recordAudit(trx, { entity: 'lead-sla', action: 'update', changes });
    return readSla(trx);
  });
}

/** Each kind's target cutoff at `now`: a lead created before it and still unanswered is overdue. */
export function targetCutoffs(settings: LeadSlaSettings, now: Date): Record<LeadKind, string> {
  return Object.fromEntries(
    LEAD_KINDS.map((kind) => [
      kind,
      nowIso(new Date(now.getTime() - settings[kind].target_minutes * MINUTE_MS)),
    ]),
  ) as Record<LeadKind, string>;
}

/** Each kind's reassignment cutoff at `now`, for the kinds that have a threshold. */
export function reassignCutoffs(settings: LeadSlaSettings, now: Date): Cutoffs {
  const cutoffs: Cutoffs = {};
  for (const kind of LEAD_KINDS) {
    const minutes = settings[kind].reassign_minutes;
    if (minutes !== null) cutoffs[kind] = nowIso(new Date(now.getTime() - minutes * MINUTE_MS));
  }
  return cutoffs;
}

/** Unanswered leads of a kind created before its cutoff, in the form the partial index matches. */
function pastCutoff(cutoffs: Cutoffs) {
  const kinds = LEAD_KINDS.filter((kind) => cutoffs[kind] !== undefined);
  return (eb: ExpressionBuilder<Database, 'leads'>): Expression<SqlBool> =>
    kinds.length === 0
      ? sql<SqlBool>`1 = 0`
      : eb.and([
          eb('first_response_at', 'is', null),
          eb.or(
            kinds.map((kind) =>
              eb.and([eb('kind', '=', kind), eb('created_at', '<', cutoffs[kind]!)]),
            ),
          ),
        ]);
}

/** Overdue leads per kind within the reach, for the menu badges beside the unread counts. */
export async function overdueCounts(
  db: Db,
  cutoffs: Cutoffs,
  reach: LeadReach = null,
): Promise<Record<LeadKind, number>> {
  const rows = await withinReach(liveLeads(db), reach)
    .select(['kind', sql<number | string>`count(*)`.as('count')])
    .where(pastCutoff(cutoffs))
    .groupBy('kind')
    .execute();
  const counts = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<
    LeadKind,
    number
  >;
  for (const row of rows) if (row.kind in counts) counts[row.kind as LeadKind] = Number(row.count);
  return counts;
}

/** What the managers' mail tells of a lead. */
export interface SlaLead {
  id: number;
  kind: LeadKind;
  reference: string;
  name: string;
  created_at: string;
  assignee_id: number | null;
  assignee_name: string | null;
}

/** At most this many leads per run and list; the rest wait for the next run. */
export const SLA_BATCH = 500;

const slaLeadColumns = [
  'id',
  'kind',
  'reference',
  'name',
  'created_at',
  'assignee_id',
  sql<string | null>`(select users.name from users where users.id = leads.assignee_id)`.as(
    'assignee_name',
  ),
] as const;

/**
 * A batch of the oldest leads past `cutoffs` that the job has not yet marked with `mark`; returning leads to
 * the pool concerns assigned leads only. `since`: only the leads created from then on (the installation's
 * start; null: every lead).
 */
async function oldestUnmarked(
  db: Db,
  cutoffs: Cutoffs,
  mark: 'escalated_at' | 'sla_pooled_at',
  since: string | null,
): Promise<SlaLead[]> {
  let query = db
    .selectFrom('leads')
    .where('deleted_at', 'is', null)
    .select(slaLeadColumns)
    .where(pastCutoff(cutoffs))
    .where(mark, 'is', null);
  if (since !== null) query = query.where('created_at', '>=', since);
  if (mark === 'sla_pooled_at') query = query.where('assignee_id', 'is not', null);
  return (await query.orderBy('created_at').orderBy('id').limit(SLA_BATCH).execute()) as SlaLead[];
}

/**
 * Marks the unanswered leads past their target that were never escalated, and answers them (oldest first),
 * with an `escalate` audit row each. Run in the caller's transaction, which also queues the managers' mails,
 * so a lead is escalated once and its mail is never lost to a crash. Leads created before `since` (the
 * installation's start) are left as they are.
 */
export async function escalateOverdue(
  db: Db,
  cutoffs: Cutoffs,
  now: Date,
  since: string | null = null,
): Promise<SlaLead[]> {
  const rows = await oldestUnmarked(db, cutoffs, 'escalated_at', since);
  if (rows.length === 0) return [];
  const at = nowIso(now);
  await db
    .updateTable('leads')
    .set({ escalated_at: at })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  await recordAuditMany(
    db,
    rows.map((row) => ({
      entity: 'lead' as const,
      entityId: row.id,
      action: 'escalate' as const,
      changes: { escalated_at: [null, at] as const },
      actor: null,
    })),
  );
  return rows;
}

/**
 * Returns to the pool the assigned leads still unanswered past their kind's reassignment threshold, once per
 * lead (`sla_pooled_at`), each with an `assign` audit row by nobody (the job); in the caller's transaction,
 * as escalateOverdue. Leads created before `since` (the installation's start) keep their assignee.
 */
export async function poolUnanswered(
  db: Db,
  cutoffs: Cutoffs,
  now: Date,
  since: string | null = null,
): Promise<SlaLead[]> {
  const rows = await oldestUnmarked(db, cutoffs, 'sla_pooled_at', since);
  if (rows.length === 0) return [];
  const at = nowIso(now);
  await db
    .updateTable('leads')
    .set({ assignee_id: null, sla_pooled_at: at, updated_at: at })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  await recordAuditMany(
    db,
    rows.map((row) => ({
      entity: 'lead' as const,
      entityId: row.id,
      action: 'assign' as const,
      changes: { assignee_id: [row.assignee_id, null] as const },
      actor: null,
    })),
  );
  return rows;
}

/** Who is told: the active users who hear escalations (shared/permissions.ts). */
export async function slaManagers(
  db: Db,
): Promise<{ id: number; name: string; email: string; locale: string }[]> {
  return activeUsersWith(db, 'hearsEscalations');
}

/**
 * The response-time figures (docs/product.md#speed-to-lead): the leads created in the last 7 or 30 days,
 * read in one statement over the covering index `leads_response_index` (migration 020: creation time,
 * kind, assignee, status, first response), so the period bounds the read and no row is visited; then
 * grouped in JS, where the median and the 90th percentile are computed the same way on both databases.
 */
import type { Kysely } from 'kysely';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from '../../../shared/leads/rules';
import {
  FUNNEL_STAGES,
  type LeadSlaSettings,
  type ResponseFigures,
  type ResponseTimes,
} from '../../../shared/leads/sla/schemas';
import { nowIso, type Database } from '../../db/database';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

interface Row {
  kind: string;
  assignee_id: number | null;
  status: string;
  created_at: string;
  first_response_at: string | null;
}

/**
 * The `p` quantile (0..1) of sorted values, interpolated between the two nearest ranks (PostgreSQL's
 * `percentile_cont`); null for none. Rounded to a tenth of a second.
 */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const at = p * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const value = sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
  return Math.round(value * 10) / 10;
}

class Tally {
  leads = 0;
  answered = 0;
  due = 0;
  within = 0;
  seconds: number[] = [];

  add(row: Row, targetSeconds: number, nowMs: number) {
    const created = Date.parse(row.created_at);
    this.leads += 1;
    if (row.first_response_at !== null) {
      const seconds = Math.max(0, (Date.parse(row.first_response_at) - created) / 1000);
      this.answered += 1;
      this.due += 1;
      this.seconds.push(seconds);
      if (seconds <= targetSeconds) this.within += 1;
    } else if (nowMs - created > targetSeconds * 1000) this.due += 1;
  }

  figures(): ResponseFigures {
    const sorted = [...this.seconds].sort((a, b) => a - b);
    return {
      leads: this.leads,
      answered: this.answered,
      due: this.due,
      within_target: this.within,
      median_seconds: quantile(sorted, 0.5),
      p90_seconds: quantile(sorted, 0.9),
    };
  }
}

/**
 * The figures of the leads created in the `days` before `now`; `assigneeId` (an agent's own view) keeps
 * only the leads assigned to that user. Spam is left out of every figure but the status counts.
 */
export async function responseTimes(
  db: Db,
  {
    days,
    now,
    targets,
    assigneeId,
  }: { days: number; now: Date; targets: LeadSlaSettings; assigneeId: number | null },
): Promise<ResponseTimes> {
  const from = nowIso(new Date(now.getTime() - days * DAY_MS));
  const rows: Row[] = await db
    .selectFrom('leads')
    .where('deleted_at', 'is', null)
    .select(['kind', 'assignee_id', 'status', 'created_at', 'first_response_at'])
    .where('created_at', '>=', from)
    .where('created_at', '<=', nowIso(now))
    .$if(assigneeId !== null, (qb) => qb.where('assignee_id', '=', assigneeId!))
    .execute();
  const nowMs = now.getTime();
  const overall = new Tally();
  const byKind = new Map<LeadKind, Tally>(LEAD_KINDS.map((kind) => [kind, new Tally()]));
  const byAgent = new Map<number | null, { tally: Tally; statuses: Record<LeadStatus, number> }>();
  const funnel = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, 0])) as Record<
    (typeof FUNNEL_STAGES)[number],
    number
  >;
  for (const row of rows) {
    const kind = row.kind as LeadKind;
    if (!byKind.has(kind)) continue;
    const assignee = row.assignee_id === null ? null : Number(row.assignee_id);
    let agent = byAgent.get(assignee);
    if (!agent) {
      agent = {
        tally: new Tally(),
        statuses: Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
          LeadStatus,
          number
        >,
      };
      byAgent.set(assignee, agent);
    }
    if (row.status in agent.statuses) agent.statuses[row.status as LeadStatus] += 1;
    if (row.status === 'spam') continue;
    const target = targets[kind].target_minutes * 60;
    overall.add(row, target, nowMs);
    byKind.get(kind)!.add(row, target, nowMs);
    agent.tally.add(row, target, nowMs);
    // A lead counts at its stage and every earlier one (statuses only move forward in the funnel).
    const reached = FUNNEL_STAGES.indexOf(row.status as (typeof FUNNEL_STAGES)[number]);
    for (let stage = 0; stage <= reached; stage += 1) funnel[FUNNEL_STAGES[stage]!] += 1;
  }
  const ids = [...byAgent.keys()].filter((id): id is number => id !== null);
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()).map(
          (user) => [Number(user.id), user.name],
        ),
  );
  const agents = [...byAgent.entries()]
    .map(([id, { tally, statuses }]) => ({
      assignee_id: id,
      name: id === null ? null : (names.get(id) ?? null),
      ...tally.figures(),
      statuses,
    }))
    // By name, the unassigned pool last.
    .sort((a, b) =>
      a.assignee_id === null
        ? 1
        : b.assignee_id === null
          ? -1
          : (a.name ?? '').localeCompare(b.name ?? '') || a.assignee_id - b.assignee_id,
    );
  return {
    days,
    from,
    to: nowIso(now),
    targets,
    overall: overall.figures(),
    by_kind: LEAD_KINDS.map((kind) => ({ kind, ...byKind.get(kind)!.figures() })),
    by_agent: agents,
    funnel,
  };
}

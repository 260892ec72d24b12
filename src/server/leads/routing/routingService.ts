/**
 * Routing a lead (docs/product.md#routing): the first active rule that matches wins; within its group the
 * turn goes round among the agents who are active, available and within their working hours, from the
 * rule's durable cursor. One transaction claims the lead (so the arrival step and the sweep never route
 * it twice), takes the rule's row (locked on PostgreSQL, SQLite has one writer), moves the cursor and
 * assigns through the desk's assignment (its `assign` audit row, the system as actor outside a request).
 * The same transaction queues the mail (the agent's assignment mail, or the managers' notice of the pool),
 * each under a dedupe key: a lead is routed with its mail or not at all, so the sweep that routes what a
 * crash left unrouted sends what it would have sent (docs/architecture.md#lead-intake-pipeline).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ruleMatches,
  withinWorkingHours,
  type AgentState,
} from '../../../shared/leads/routing/rules';
import type { Database } from '../../db/database';
import type { QueueMailer } from '../../mail/mailer';
import { assignLeads, type AssignedLead } from '../desk/leadAssignRepository';
import { assignMail } from '../desk/assignMail';
import {
  agentFacts,
  claimLeads,
  clearPoolNotices,
  listRules,
  lockRule,
  managers,
  notePooled,
  openLeadsOf,
  poolNotices,
  setCursor,
  unroutedLeads,
  type AgentFacts,
  type ClaimedLead,
  type StoredRule,
} from './routingRepository';
import { poolMail, routerName, type PoolReason } from './routingMail';

type Db = Kysely<Database>;

export type RouteOutcome =
  | { result: 'assigned'; ruleId: number; agentId: number }
  | { result: 'pool'; reason: Exclude<PoolReason, 'deactivated'> }
  /** Routed already, gone, or assigned by hand before routing reached it. */
  | { result: 'skipped' };

/** Whether an agent of a group takes a lead at `now`, and if not, why (the routing screen shows it). */
export function agentState(agent: AgentFacts, now: Date): AgentState {
  if (!agent.active) return 'deactivated';
  if (!agent.sales) return 'not-sales';
  if (!agent.available) return 'unavailable';
  if (!withinWorkingHours(agent.working_hours, now)) return 'off-hours';
  return 'ok';
}

/** The group's next agent after `last` (in the group's order, wrapping) among those `eligible`. */
export function nextInTurn(
  group: readonly number[],
  last: number | null,
  eligible: ReadonlySet<number>,
): number | undefined {
  const start = last === null ? -1 : group.indexOf(last);
  for (let step = 1; step <= group.length; step += 1) {
    const candidate = group[(start + step + group.length) % group.length]!;
    if (eligible.has(candidate)) return candidate;
  }
  return undefined;
}

export interface RoutingDeps {
  db: Db;
  mailer: Pick<QueueMailer, 'queueOnceIn' | 'deliverDue'>;
  appUrl: string;
}

/** The dedupe keys of routing's mail (docs/operations.md#mail). */
const assignedKey = (leadId: number, agentId: number) => `assigned:lead:${leadId}:user:${agentId}`;
const digestKey = (lastNotice: number, reason: PoolReason, userId: number) =>
  `pool-digest:${lastNotice}:${reason}:user:${userId}`;

/**
 * Routes the leads `ids` in one transaction, in order (a batch of arrivals: one commit for all of them), and
 * queues their mail in it; answers each lead's outcome, by id. The batch is claimed in one statement, and each
 * rule it uses is locked and its agents read once.
 */
export async function routeLeads(
  deps: RoutingDeps,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, RouteOutcome>> {
  const outcomes = await deps.db.transaction().execute(async (trx) => {
    const rules = await listRules(trx, { activeOnly: true });
    const claimed = await claimLeads(trx, ids, now);
    const turns = new Map<number, Turn>();
    const answers = new Map<number, RouteOutcome>();
    for (const id of ids) {
      const lead = claimed.get(id);
      answers.set(id, lead ? await routeClaimed(trx, deps, lead, rules, turns, now) : SKIPPED);
    }
    // Each rule's cursor where the batch left it.
    for (const [ruleId, turn] of turns)
      if (turn.moved && turn.rule.last_agent_id !== null)
        await setCursor(trx, ruleId, turn.rule.last_agent_id);
    return answers;
  });
  // Queued with the commit: now it may go.
  if ([...outcomes.values()].some((outcome) => outcome.result !== 'skipped'))
    void deps.mailer.deliverDue();
  return outcomes;
}

export async function routeLead(
  deps: RoutingDeps,
  leadId: number,
  now: Date = new Date(),
): Promise<RouteOutcome> {
  return (await routeLeads(deps, [leadId], now)).get(leadId)!;
}

const SKIPPED: RouteOutcome = { result: 'skipped' };

/** A rule as a batch uses it: locked, its cursor moved in memory, its agents read once. */
interface Turn {
  rule: StoredRule;
  agents: AgentFacts[];
  eligible: Set<number>;
  moved: boolean;
}

/**
 * The rule's turn for this batch: the first time, the rule's row locked and read again (an earlier batch, or
 * another instance, may have moved its cursor) with its agents' facts.
 */
async function turnOf(
  trx: Db,
  rule: StoredRule,
  turns: Map<number, Turn>,
  now: Date,
): Promise<Turn> {
  const known = turns.get(rule.id);
  if (known) return known;
  const locked = (await lockRule(trx, rule.id)) ?? rule;
  const agents = await agentFacts(trx, locked.agent_ids);
  const eligible = new Set(agents.filter((a) => agentState(a, now) === 'ok').map((a) => a.id));
  const turn = { rule: { ...locked }, agents, eligible, moved: false };
  turns.set(rule.id, turn);
  return turn;
}

async function routeClaimed(
  trx: Db,
  deps: RoutingDeps,
  lead: ClaimedLead,
  rules: readonly StoredRule[],
  turns: Map<number, Turn>,
  now: Date,
): Promise<RouteOutcome> {
  if (lead.assignee_id !== null) return SKIPPED;
  const rule = rules.find((r) => ruleMatches(r, lead));
  if (!rule) {
    await queuePoolNotices(trx, 'no-rule', lead, now);
    return { result: 'pool', reason: 'no-rule' };
  }
  const turn = await turnOf(trx, rule, turns, now);
  const agentId = nextInTurn(turn.rule.agent_ids, turn.rule.last_agent_id, turn.eligible);
  if (agentId === undefined) {
    await queuePoolNotices(trx, 'nobody-available', lead, now);
    return { result: 'pool', reason: 'nobody-available' };
  }
  turn.rule.last_agent_id = agentId;
  turn.moved = true;
  const { changed } = await assignLeads(trx, lead.kind, [lead.id], agentId, {
    poolOnly: true,
    now,
  });
  const agent = turn.agents.find((a) => a.id === agentId);
  if (agent) await queueAssignmentMail(trx, deps, agent, lead.id, changed);
  return { result: 'assigned', ruleId: rule.id, agentId };
}

async function queueAssignmentMail(
  trx: Db,
  deps: RoutingDeps,
  agent: AgentFacts,
  leadId: number,
  leads: AssignedLead[],
): Promise<void> {
  if (leads.length === 0) return;
  const mail = assignMail({
    assignee: agent,
    by: routerName(agent.locale),
    leads,
    appUrl: deps.appUrl,
  });
  await deps.mailer.queueOnceIn(trx, mail, assignedKey(leadId, agent.id));
}

/** The lead routing left in the pool waits for the managers' next digest (sendPoolDigest). */
async function queuePoolNotices(
  trx: Db,
  reason: Exclude<PoolReason, 'deactivated'>,
  lead: { id: number },
  now: Date,
): Promise<void> {
  await notePooled(trx, lead.id, reason, now);
}

/** At most this many pool notices a digest; more wait for the next one. */
const DIGEST_BATCH = 1000;

/**
 * The managers' digest of the unassigned pool (docs/product.md#routing): one mail to each manager per reason
 * for every lead routing left in the pool since the last digest and still unowned, queued in the transaction
 * that forgets those notices. A burst of 500 pool leads is one mail a manager, not 500. Answers how many leads
 * it told of.
 */
export async function sendPoolDigest(deps: RoutingDeps): Promise<number> {
  const { notices, lastId } = await poolNotices(deps.db, DIGEST_BATCH);
  if (lastId === null) return 0;
  await deps.db.transaction().execute(async (trx) => {
    const recipients = notices.length > 0 ? await managers(trx) : [];
    for (const reason of ['no-rule', 'nobody-available'] as const) {
      const leads = notices.filter((notice) => notice.reason === reason).map((n) => n.lead);
      if (leads.length === 0) continue;
      for (const to of recipients) {
        const mail = poolMail({ to, reason, leads, appUrl: deps.appUrl });
        await deps.mailer.queueOnceIn(trx, mail, digestKey(lastId, reason, to.id));
      }
    }
    await clearPoolNotices(trx, lastId);
  });
  if (notices.length > 0) void deps.mailer.deliverDue();
  return notices.length;
}

/**
 * One mail to each manager about `leads` (a deactivated agent's), queued in the caller's transaction `trx`, so
 * the leads' return to the pool and the managers' mails commit together. The caller runs
 * `mailer.deliverDue()` after its commit.
 */
export async function queueManagersMail(
  trx: Kysely<Database>,
  deps: Pick<RoutingDeps, 'appUrl' | 'mailer'>,
  reason: PoolReason,
  leads: readonly { id: number; kind: AssignedLead['kind']; reference: string }[],
  agent?: string,
): Promise<boolean> {
  if (leads.length === 0) return false;
  // The transaction, not the key, makes it once: the key only has to be new.
  const run = randomUUID();
  for (const to of await managers(trx))
    await deps.mailer.queueOnceIn(
      trx,
      poolMail({ to, reason, agent, leads, appUrl: deps.appUrl }),
      `pool:${reason}:${run}:${to.id}`,
    );
  return true;
}

/** How long after its arrival a lead not yet routed counts as left behind by a crash. */
export const SWEEP_AFTER_MS = 60_000;
/** Older leads are never swept: a backlog is for people, not for a burst of mail. */
const SWEEP_WINDOW_MS = 24 * 60 * 60_000;
const SWEEP_BATCH = 500;

/** Routes the leads left unrouted (older than a minute, at most a day old); answers how many it routed. */
export async function sweepUnrouted(deps: RoutingDeps, now: Date = new Date()): Promise<number> {
  const ids = await unroutedLeads(
    deps.db,
    new Date(now.getTime() - SWEEP_WINDOW_MS),
    new Date(now.getTime() - SWEEP_AFTER_MS),
    SWEEP_BATCH,
  );
  let routed = 0;
  for (const id of ids) if ((await routeLead(deps, id, now)).result !== 'skipped') routed += 1;
  return routed;
}

export type ReleasedLead = { id: number; kind: AssignedLead['kind']; reference: string };

/**
 * A deactivated agent's open leads back to the unassigned pool, inside the deactivation's transaction, each
 * with its `assign` audit row (actor: whoever deactivated). The caller tells the managers after the commit.
 */
export async function returnOpenLeadsToPool(trx: Db, userId: number): Promise<ReleasedLead[]> {
  const open = await openLeadsOf(trx, userId);
  const kinds = [...new Set(open.map((lead) => lead.kind))];
  for (const kind of kinds)
    await assignLeads(
      trx,
      kind,
      open.filter((lead) => lead.kind === kind).map((lead) => lead.id),
      null,
    );
  return open;
}

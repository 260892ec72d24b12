/**
 * Writing the routing rules (docs/product.md#routing): each write checks its group and budget, and records
 * itself in the audit log in its own transaction (docs/security.md#audit-log). A group may keep an agent
 * deactivated since (the rule stays valid and routing skips them), but may not gain one who is not an
 * active sales user.
 */
import type { Kysely } from 'kysely';
import { serverMessages } from '../../../shared/common/errors';
import {
  routingMessages,
  type RoutingRule,
  type RoutingRuleInput,
} from '../../../shared/leads/routing/schemas';
import { changesOf, recordAudit } from '../../audit/auditRepository';
import type { Database } from '../../db/database';
import { HttpError, throwIfErrors } from '../../httpErrors';
import {
  activeSalesIds,
  agentFacts,
  deleteRule,
  findRule,
  insertRule,
  listRules,
  ruleIds,
  setPositions,
  updateRule,
  type StoredRule,
} from './routingRepository';
import { agentState } from './routingService';

type Db = Kysely<Database>;

const notFound = () => new HttpError(404, serverMessages.notFound);

/** The rules as the screen lists them, each agent with its state now (deleted accounts left out). */
export async function rulesForScreen(db: Db, now = new Date()): Promise<RoutingRule[]> {
  const rules = await listRules(db);
  const facts = new Map(
    (await agentFacts(db, [...new Set(rules.flatMap((rule) => rule.agent_ids))])).map((a) => [
      a.id,
      a,
    ]),
  );
  return rules.map((rule) => wire(rule, facts, now));
}

function wire(
  rule: StoredRule,
  facts: Map<number, Awaited<ReturnType<typeof agentFacts>>[number]>,
  now: Date,
): RoutingRule {
  const { last_agent_id: _cursor, agent_ids: ids, ...rest } = rule;
  return {
    ...rest,
    agents: ids.flatMap((id) => {
      const agent = facts.get(id);
      return agent ? [{ id, name: agent.name, state: agentState(agent, now) }] : [];
    }),
  };
}

async function ruleForScreen(db: Db, id: number): Promise<RoutingRule> {
  return (await rulesForScreen(db)).find((rule) => rule.id === id)!;
}

async function check(db: Db, input: RoutingRuleInput, kept: readonly number[]): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.budget_min !== null && input.budget_max !== null && input.budget_min > input.budget_max)
    errors.budget_max = [routingMessages.budgetRange];
  const added = input.agent_ids.filter((id) => !kept.includes(id));
  const valid = new Set(await activeSalesIds(db, added));
  if (added.some((id) => !valid.has(id))) errors.agent_ids = [routingMessages.agentInvalid];
  throwIfErrors(errors);
}

const audited = (rule: Pick<StoredRule, keyof RoutingRuleInput> | null) =>
  rule && {
    name: rule.name,
    active: rule.active,
    kinds: rule.kinds,
    project_ids: rule.project_ids,
    languages: rule.languages,
    cities: rule.cities,
    budget_min: rule.budget_min,
    budget_max: rule.budget_max,
    agent_ids: rule.agent_ids,
  };

export async function createRule(db: Db, input: RoutingRuleInput): Promise<RoutingRule> {
  await check(db, input, []);
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertRule(trx, input);
    await recordAudit(trx, {
      entity: 'routing-rule',
      entityId: created,
      action: 'create',
      changes: changesOf(null, audited(input)),
    });
    return created;
  });
  return ruleForScreen(db, id);
}

export async function changeRule(
  db: Db,
  id: number,
  input: RoutingRuleInput,
): Promise<RoutingRule> {
  const before = await findRule(db, id);
  if (!before) throw notFound();
  await check(db, input, before.agent_ids);
  await db.transaction().execute(async (trx) => {
    if (!(await updateRule(trx, id, input))) throw notFound();
    const changes = changesOf(audited(before), audited(input));
    if (Object.keys(changes).length > 0)
      await recordAudit(trx, { entity: 'routing-rule', entityId: id, action: 'update', changes });
  });
  return ruleForScreen(db, id);
}

export async function removeRule(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findRule(trx, id);
    if (!before || !(await deleteRule(trx, id))) throw notFound();
    await recordAudit(trx, {
      entity: 'routing-rule',
      entityId: id,
      action: 'delete',
      changes: changesOf(audited(before), null),
    });
  });
}

/** The new order must name every rule once (422 otherwise). */
export async function reorderRules(db: Db, ids: readonly number[]): Promise<RoutingRule[]> {
  await db.transaction().execute(async (trx) => {
    const existing = await ruleIds(trx);
    if (existing.length !== ids.length || existing.some((id) => !ids.includes(id)))
      throwIfErrors({ ids: [routingMessages.reorderMismatch] });
    const before = (await listRules(trx)).map((rule) => rule.id);
    await setPositions(trx, ids);
    await recordAudit(trx, {
      entity: 'routing-rule',
      action: 'reorder',
      changes: { order: [before, ids] },
    });
  });
  return rulesForScreen(db);
}

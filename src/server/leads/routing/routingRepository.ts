/**
 * The rows of routing (docs/product.md#routing): the ordered rules with their round-robin cursor, the
 * agents of a group with what decides whether they take a lead, an agent's availability, the leads a
 * crash left unrouted, and the managers who are told of the pool.
 */
import type { Kysely, Selectable } from 'kysely';
import type { LeadKind } from '../../../shared/leads/rules';
import type {
  RoutableLead,
  RoutingCriteria,
  WorkingHours,
} from '../../../shared/leads/routing/rules';
import { parseJson } from '../../db/columns';
import { nowIso, type Database } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { RoutingRulesTable } from '../../db/routingTables';
import { can } from '../../../shared/permissions';
import { activeUsersWith } from '../../users/activeUsersRepository';

type Db = Kysely<Database>;
type RuleRow = Selectable<RoutingRulesTable>;

export interface StoredRule extends RoutingCriteria {
  id: number;
  position: number;
  name: string;
  active: boolean;
  agent_ids: number[];
  last_agent_id: number | null;
  updated_at: string;
}

export type RuleValues = Omit<StoredRule, 'id' | 'position' | 'last_agent_id' | 'updated_at'>;

const numbers = (text: string) =>
  parseJson<unknown[]>(text, []).map(Number).filter(Number.isFinite);
const strings = (text: string) => parseJson<unknown[]>(text, []).map(String);

function ruleOf(row: RuleRow): StoredRule {
  return {
    id: Number(row.id),
    position: row.position,
    name: row.name,
    active: Number(row.active) === 1,
    kinds: strings(row.kinds) as LeadKind[],
    project_ids: numbers(row.project_ids),
    languages: strings(row.languages),
    cities: strings(row.cities),
    budget_min: row.budget_min === null ? null : Number(row.budget_min),
    budget_max: row.budget_max === null ? null : Number(row.budget_max),
    agent_ids: numbers(row.agent_ids),
    last_agent_id: row.last_agent_id,
    updated_at: row.updated_at,
  };
}

const columnsOf = (values: RuleValues) => ({
  name: values.name.trim(),
  active: values.active ? 1 : 0,
  kinds: JSON.stringify(values.kinds),
  project_ids: JSON.stringify(values.project_ids),
  languages: JSON.stringify(values.languages),
  cities: JSON.stringify(values.cities.map((city) => city.trim())),
  budget_min: values.budget_min,
  budget_max: values.budget_max,
  agent_ids: JSON.stringify(values.agent_ids),
});

/** Every rule in its order (active ones only when asked). */
export async function listRules(db: Db, { activeOnly = false } = {}): Promise<StoredRule[]> {
  const rows = await db
    .selectFrom('routing_rules')
    .selectAll()
    .$if(activeOnly, (qb) => qb.where('active', '=', 1))
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(ruleOf);
}

export async function findRule(db: Db, id: number): Promise<StoredRule | undefined> {
  const row = await db
    .selectFrom('routing_rules')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && ruleOf(row);
}

/** The rule's row, locked on PostgreSQL until the transaction ends: one lead at a time takes its turn. */
export async function lockRule(trx: Db, id: number): Promise<StoredRule | undefined> {
  const row = await trx
    .selectFrom('routing_rules')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row && ruleOf(row);
}

export async function setCursor(trx: Db, id: number, agentId: number): Promise<void> {
  await trx
    .updateTable('routing_rules')
    .set({ last_agent_id: agentId })
    .where('id', '=', id)
    .execute();
}

/** A new rule goes last. */
export async function insertRule(db: Db, values: RuleValues, now = new Date()): Promise<number> {
  const last = await db
    .selectFrom('routing_rules')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const at = nowIso(now);
  const row = await db
    .insertInto('routing_rules')
    .values({
      ...columnsOf(values),
      position: Number(last?.position ?? 0) + 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateRule(db: Db, id: number, values: RuleValues): Promise<boolean> {
  const result = await db
    .updateTable('routing_rules')
    .set({ ...columnsOf(values), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRule(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('routing_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function ruleIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('routing_rules').select('id').execute();
  return rows.map((row) => Number(row.id));
}

/** Positions 1…n in the order of `ids`. */
export async function setPositions(db: Db, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .updateTable('routing_rules')
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute();
}

/** What decides whether a user takes a routed lead. */
export interface AgentFacts {
  id: number;
  name: string;
  email: string;
  locale: string;
  sales: boolean;
  active: boolean;
  available: boolean;
  working_hours: WorkingHours | null;
}

export async function agentFacts(db: Db, ids: readonly number[]): Promise<AgentFacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'locale',
      'role',
      'deactivated_at',
      'password_hash',
      'available',
      'working_hours',
    ])
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    email: row.email,
    locale: row.locale,
    sales: can(row.role, 'ownsLeads'),
    // An invited agent (no password yet) cannot sign in to answer: not active for routing.
    active: row.deactivated_at === null && row.password_hash !== '',
    available: Number(row.available) === 1,
    working_hours: parseJson<WorkingHours | null>(row.working_hours, null),
  }));
}

/** Those of `ids` that are active sales users. */
export async function activeSalesIds(db: Db, ids: readonly number[]): Promise<number[]> {
  return (await agentFacts(db, ids)).filter((a) => a.sales && a.active).map((a) => a.id);
}

export async function findAvailability(
  db: Db,
  userId: number,
): Promise<{ available: boolean; working_hours: WorkingHours | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['available', 'working_hours'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      available: Number(row.available) === 1,
      working_hours: parseJson<WorkingHours | null>(row.working_hours, null),
    }
  );
}

export async function setAvailability(
  db: Db,
  userId: number,
  available: boolean,
  hours: WorkingHours | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      available: available ? 1 : 0,
      working_hours: hours === null ? null : JSON.stringify(hours),
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
}

export interface ClaimedLead extends RoutableLead {
  id: number;
  reference: string;
  assignee_id: number | null;
}

/**
 * Takes leads for routing: marks those of `ids` not yet routed (nor in the Trash) as routed, in one statement,
 * and answers their fields by id; a lead gone or routed already is not in the answer (the arrival step and
 * the sweep never route one lead twice). The rows stay locked until the transaction ends (one writer at a
 * time on SQLite).
 */
export async function claimLeads(
  trx: Db,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, ClaimedLead>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .updateTable('leads')
    .set({ routed_at: nowIso(now) })
    .where('id', 'in', ids)
    .where('routed_at', 'is', null)
    .where('deleted_at', 'is', null)
    .returning(['id', 'kind', 'reference', 'project_id', 'locale', 'city', 'budget', 'assignee_id'])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        kind: row.kind as LeadKind,
        reference: row.reference,
        project_id: row.project_id,
        locale: row.locale,
        city: row.city,
        budget: row.budget === null ? null : Number(row.budget),
        assignee_id: row.assignee_id,
      },
    ]),
  );
}

/**
 * Leads never routed, created between `from` and `to` (the sweep's window), oldest first: read through the
 * `created_at` index, as no index names `routed_at` (db/migrations/031_lead_arrival_indexes.ts).
 */
export async function unroutedLeads(
  db: Db,
  from: Date,
  to: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('leads')
    .where('deleted_at', 'is', null)
    .select('id')
    .where('routed_at', 'is', null)
    .where('created_at', '>=', nowIso(from))
    .where('created_at', '<=', nowIso(to))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Who is told of leads left in the pool: the active users who hear escalations (shared/permissions.ts). */
export async function managers(
  db: Db,
): Promise<{ id: number; name: string; email: string; locale: string }[]> {
  return activeUsersWith(db, 'hearsEscalations');
}

/** Lead statuses that are finished: a deactivated agent keeps these. */
export const CLOSED_STATUSES = ['closed', 'spam'] as const;

/** The open leads assigned to a user, by kind (status neither closed nor spam). */
export async function openLeadsOf(
  db: Db,
  userId: number,
): Promise<{ id: number; kind: LeadKind; reference: string }[]> {
  const rows = await db
    .selectFrom('leads')
    .where('deleted_at', 'is', null)
    .select(['id', 'kind', 'reference'])
    .where('assignee_id', '=', userId)
    .where('status', 'not in', CLOSED_STATUSES)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as LeadKind,
    reference: row.reference,
  }));
}

export interface PoolNotice {
  id: number;
  reason: string;
  lead: { id: number; kind: LeadKind; reference: string };
}

/** Routing left this lead in the pool: the managers' next digest tells of it (poolDigestJob.ts). */
export async function notePooled(
  trx: Db,
  leadId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('pool_notices')
    .values({ lead_id: leadId, reason, created_at: nowIso(now) })
    .execute();
}

/**
 * The oldest notices not yet told (at most `limit`), and the last one's id: the leads still in the pool (a
 * lead taken meanwhile needs no word, but its notice is forgotten with the others).
 */
export async function poolNotices(
  db: Db,
  limit: number,
): Promise<{ notices: PoolNotice[]; lastId: number | null }> {
  const rows = await db
    .selectFrom('pool_notices')
    .innerJoin('leads', 'leads.id', 'pool_notices.lead_id')
    .where('leads.deleted_at', 'is', null)
    .select([
      'pool_notices.id as id',
      'pool_notices.reason as reason',
      'pool_notices.lead_id as lead_id',
      'leads.kind as kind',
      'leads.reference as reference',
      'leads.assignee_id as assignee_id',
    ])
    .orderBy('pool_notices.id')
    .limit(limit)
    .execute();
  const notices = rows
    .filter((row) => row.assignee_id === null)
    .map((row) => ({
      id: Number(row.id),
      reason: row.reason,
      lead: { id: Number(row.lead_id), kind: row.kind as LeadKind, reference: row.reference },
    }));
  const last = rows.at(-1);
  return { notices, lastId: last ? Number(last.id) : null };
}

/** Forgets the notices up to `lastId`: the digest that told of them has been queued. */
export async function clearPoolNotices(trx: Db, lastId: number): Promise<void> {
  await trx.deleteFrom('pool_notices').where('id', '<=', lastId).execute();
}

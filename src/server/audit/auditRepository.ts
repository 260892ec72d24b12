/**
 * Writing the audit log (docs/security.md#audit-log). A write records itself by calling `recordAudit` with
 * its own transaction, so the row and the change commit or roll back together. Secrets never enter a row:
 * fields named like one are dropped from every change set, whatever the caller passes.
 */
import type { Kysely, Selectable } from 'kysely';
import type {
  AuditAction,
  AuditChanges,
  AuditEntity,
  AuditEntry as AuditWireEntry,
  AuditFilters,
  AuditListQuery,
} from '../../shared/audit/schemas';
import { AUDIT_PER_PAGE } from '../../shared/audit/rules';
import type { ListResponse } from '../../shared/common/schemas';
import { nowIso, type AuditLogTable, type Database } from '../db/database';
import { listMeta } from '../db/listQuery';
import { auditContext, type AuditActor } from './auditContext';

type Db = Kysely<Database>;

const SECRET = /password|token|hash|secret/i;

export interface AuditEntry {
  entity: AuditEntity;
  entityId?: number | string | null;
  action: AuditAction;
  changes?: AuditChanges | null;
  /** Instead of the request's signed-in user (a login names the user it signs in). */
  actor?: AuditActor | null;
  /** When it happened, if not now: only the demo seed's back-dated history (seed/leadsSeed.ts) says. */
  at?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose values differ between two versions of a record, as `[before, after]`; a record that did
 * not exist before (or no longer does) is `null`. Secret-looking fields are never included.
 */
export function changesOf(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChanges {
  const changes: Record<string, readonly [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (!same(was, is)) changes[key] = [was, is];
  }
  return changes;
}

function withoutSecrets(changes: AuditChanges | null | undefined): string | null {
  if (!changes) return null;
  const kept = Object.entries(changes).filter(([key]) => !SECRET.test(key));
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

function rowOf(entry: AuditEntry, at: string) {
  const context = auditContext();
  const actor = entry.actor === undefined ? context.actor : entry.actor;
  return {
    at: entry.at ?? at,
    user_id: actor?.id ?? null,
    user_name: actor?.name ?? null,
    ip: context.ip,
    entity: entry.entity,
    entity_id:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    changes: withoutSecrets(entry.changes),
  };
}

/** Writes one audit row with `db`, which should be the transaction of the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(rowOf(entry, nowIso())).execute();
}

/** One row per entry in a single statement (a bulk action on many records); nothing for none. */
export async function recordAuditMany(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const at = nowIso();
  await db
    .insertInto('audit_log')
    .values(entries.map((entry) => rowOf(entry, at)))
    .execute();
}

/** Columns that say nothing a reader of the log needs: bookkeeping, and what a reorder records itself. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'sort_order', 'search_text']);
const FLAG = /^(is_|robots_)/;

function decoded(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A stored row as a reader of the log wants it: translatable pairs (`name_en`, `name_ar`) and JSON text as
 * values (`{ en, ar }`), 0/1 flags as booleans, bookkeeping columns left out.
 */
export function readable(row: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row) return out;
  for (const [key, value] of Object.entries(row)) {
    if (BOOKKEEPING.has(key) || SECRET.test(key)) continue;
    const pair = /^(.+)_(en|ar)$/.exec(key);
    if (pair && `${pair[1]}_en` in row && `${pair[1]}_ar` in row) {
      const name = pair[1]!;
      out[name] = { en: row[`${name}_en`] ?? null, ar: row[`${name}_ar`] ?? null };
      continue;
    }
    out[key] = FLAG.test(key) && (value === 0 || value === 1) ? value === 1 : decoded(value);
  }
  return out;
}

type AuditRow = Selectable<AuditLogTable>;

function toWire(row: AuditRow): AuditWireEntry {
  return {
    id: Number(row.id),
    at: row.at,
    user_id: row.user_id === null ? null : Number(row.user_id),
    user_name: row.user_name,
    ip: row.ip,
    entity: row.entity as AuditEntity,
    entity_id: row.entity_id,
    action: row.action as AuditAction,
    changes: row.changes === null ? null : (JSON.parse(row.changes) as Record<string, unknown[]>),
  };
}

/** A day's end: `to=2026-05-01` means up to and including that day. */
function endOf(to: string): string {
  if (to.length > 10) return new Date(to).toISOString();
  return new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString();
}

function filtered(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log');
  if (filters.user !== undefined) query = query.where('user_id', '=', filters.user);
  if (filters.entity !== undefined) query = query.where('entity', '=', filters.entity);
  if (filters.entity_id !== undefined) query = query.where('entity_id', '=', filters.entity_id);
  if (filters.action !== undefined) query = query.where('action', '=', filters.action);
  if (filters.from !== undefined)
    query = query.where('at', '>=', new Date(filters.from).toISOString());
  if (filters.to !== undefined)
    query = query.where('at', filters.to.length > 10 ? '<=' : '<', endOf(filters.to));
  return query;
}

/** One page of the log, newest first (ties by id, so paging is stable). */
export async function listAudit(
  db: Db,
  query: AuditListQuery,
): Promise<ListResponse<AuditWireEntry>> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? AUDIT_PER_PAGE;
  const base = filtered(db, query);
  const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { data: rows.map(toWire), meta: listMeta(Number(counted?.total ?? 0), page, perPage) };
}

/** Every matching row, newest first, in batches (by id, so rows written meanwhile do not shift it). */
export async function* auditBatches(
  db: Db,
  filters: AuditFilters,
  size = 1000,
): AsyncGenerator<AuditWireEntry[]> {
  let before: number | null = null;
  for (;;) {
    let query = filtered(db, filters).selectAll();
    if (before !== null) query = query.where('id', '<', before);
    const rows = await query.orderBy('id', 'desc').limit(size).execute();
    if (rows.length === 0) return;
    yield rows.map(toWire);
    if (rows.length < size) return;
    before = Number(rows[rows.length - 1]!.id);
  }
}

/** Deletes rows older than `cutoff` (ISO); the retention job. */
export async function pruneAudit(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

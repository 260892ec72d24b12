/**
 * Reading the audit log for its screen (docs/api.md#audit-routes): a page, every row in batches for the
 * CSV, and the retention job's delete. Writing it is src/server/audit/ (recordAudit), below every domain.
 */
import type { Kysely, Selectable } from 'kysely';
import type {
  AuditAction,
  AuditEntity,
  AuditEntry as AuditWireEntry,
  AuditFilters,
  AuditListQuery,
} from '../../shared/audit/schemas';
import { AUDIT_PER_PAGE } from '../../shared/audit/rules';
import type { ListResponse } from '../../shared/common/schemas';
import type { AuditLogTable, Database } from '../db/database';
import { listMeta } from '../db/listQuery';

type Db = Kysely<Database>;

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

/**
 * Writing the audit log (docs/security.md#audit-log): the bottom of the server, which every domain that
 * changes a record calls. A write records itself by calling `recordAudit` with its own transaction, so the
 * row and the change commit or roll back together. Secrets never enter a row: fields named like one are
 * dropped from every change set, whatever the caller passes. Reading the log is the audit-log screen's
 * (src/server/auditLog/).
 */
import type { Kysely } from 'kysely';
import type { AuditAction, AuditChanges, AuditEntity } from '../../shared/audit/schemas';
import { nowIso, type Database } from '../db/database';
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
const BOOKKEEPING = new Set([
  'id',
  'created_at',
  'updated_at',
  'sort_order',
  'search_text',
  'version',
]);
const FLAG = /^(is_|robots_|require_)/;

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

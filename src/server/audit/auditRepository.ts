/**
 * Writing the audit log (docs/security.md#audit-log). A write records itself by calling `recordAudit` with
 * its own transaction, so the row and the change commit or roll back together. Secrets never enter a row:
 * fields named like one are dropped from every change set, whatever the caller passes.
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

/** Writes one audit row with `db`, which should be the transaction of the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const context = auditContext();
  const actor = entry.actor === undefined ? context.actor : entry.actor;
  await db
    .insertInto('audit_log')
    .values({
      at: nowIso(),
      user_id: actor?.id ?? null,
      user_name: actor?.name ?? null,
      ip: context.ip,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      action: entry.action,
      changes: withoutSecrets(entry.changes),
    })
    .execute();
}

/** Deletes rows older than `cutoff` (ISO); the retention job. */
export async function pruneAudit(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

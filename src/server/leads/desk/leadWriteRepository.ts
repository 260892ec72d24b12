/**
 * Admin changes to leads: status and read state, delete, bulk actions, and appending a note. Each is one
 * transaction with its audit rows (docs/security.md#audit-log); a bulk action writes one row per lead it
 * touched, in one statement.
 */
import { sql, type Kysely } from 'kysely';
import type { LeadBulk, LeadKind, LeadNote, LeadPatch } from '../../../shared/leads/schemas';
import type { ContactChannel } from '../../../shared/leads/rules';
import {
  changesOf,
  recordAudit,
  recordAuditMany,
  type AuditEntry,
} from '../../audit/auditRepository';
import { trashMarks } from '../../audit/auditContext';
import { nowIso, type Database, type UserRow } from '../../db/database';
import { noteToWire } from '../common/leadWire';

type Db = Kysely<Database>;

/** What a lead's audit rows show of it: its state, and who it was (on delete). */
interface LeadState {
  id: number;
  status: string;
  read_at: string | null;
}
const stateOf = (row: LeadState) => ({ status: row.status, read: row.read_at !== null });

/** The audit rows of an update from `rows` (as they were) to what `patch` makes of them. */
function updateEntries(
  rows: LeadState[],
  patch: { status?: string; read?: boolean },
): AuditEntry[] {
  return rows.flatMap((row) => {
    const before = stateOf(row);
    const after = {
      status: patch.status ?? before.status,
      read: patch.read ?? before.read,
    };
    const changes = changesOf(before, after);
    return Object.keys(changes).length > 0
      ? [{ entity: 'lead' as const, entityId: row.id, action: 'update' as const, changes }]
      : [];
  });
}

const deleteEntry = (row: LeadState & { reference: string; name: string; email: string }) =>
  ({
    entity: 'lead',
    entityId: row.id,
    action: 'delete',
    changes: changesOf(
      { reference: row.reference, name: row.name, email: row.email, ...stateOf(row) },
      null,
    ),
  }) satisfies AuditEntry;

/**
 * The lead's first response (docs/product.md#lead-page), set once: the write's own time unless one is there.
 * In the same statement as the write that answers the lead.
 */
const firstResponse = (at: string) => sql<string>`coalesce(first_response_at, ${at})`;

/**
 * A status write from `new` to another status answers the lead; the SET's `status` is the row's old one on
 * both dialects, so one statement serves a bulk change of mixed rows.
 */
const firstResponseOnStatus = (status: string, at: string) =>
  status === 'new'
    ? sql<string | null>`first_response_at`
    : sql<
        string | null
      >`case when status = 'new' then coalesce(first_response_at, ${at}) else first_response_at end`;

/** False when no lead of that kind has this id. Marking read keeps the first time it was read. */
export async function patchLead(
  db: Db,
  kind: LeadKind,
  id: number,
  patch: LeadPatch,
  now = new Date(),
): Promise<boolean> {
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('leads')
      .select(['id', 'status', 'read_at'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable('leads')
      .set({
        updated_at: at,
        ...(patch.status
          ? {
              status: patch.status,
              first_response_at: firstResponseOnStatus(patch.status, at),
            }
          : {}),
        ...(patch.read === true ? { read_at: sql<string>`coalesce(read_at, ${at})` } : {}),
        ...(patch.read === false ? { read_at: null } : {}),
      })
      .where('id', '=', id)
      .execute();
    const [entry] = updateEntries([row], { status: patch.status, read: patch.read });
    if (entry) await recordAudit(trx, entry);
    return true;
  });
}

/**
 * Moves leads to the Trash (docs/product.md#trash): marked deleted, their search words emptied so no search
 * finds them (a restore writes them again); notes and everything else stay. Answers the leads moved.
 */
function trashLeads(trx: Db, kind: LeadKind, ids: readonly number[]) {
  return trx
    .updateTable('leads')
    .set({ ...trashMarks(nowIso()), search_text: '' })
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .returning(['id', 'reference', 'name', 'email', 'status', 'read_at'])
    .execute();
}

/** Moves the lead to the Trash; false when no lead of that kind has this id outside it. */
export async function deleteLead(db: Db, kind: LeadKind, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const [row] = await trashLeads(trx, kind, [id]);
    if (!row) return false;
    await recordAudit(trx, deleteEntry(row));
    return true;
  });
}

/** Applies the action to those of `ids` that are leads of this kind; answers how many were affected. */
export async function bulkLeads(
  db: Db,
  kind: LeadKind,
  bulk: LeadBulk,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (bulk.action === 'delete') {
      const rows = await trashLeads(trx, kind, bulk.ids);
      await recordAuditMany(trx, rows.map(deleteEntry));
      return rows.length;
    }
    const rows = await trx
      .selectFrom('leads')
      .select(['id', 'status', 'read_at'])
      .where('kind', '=', kind)
      .where('id', 'in', bulk.ids)
      .where('deleted_at', 'is', null)
      .execute();
    if (rows.length === 0) return 0;
    const at = nowIso(now);
    const changes =
      bulk.action === 'status'
        ? { status: bulk.status!, first_response_at: firstResponseOnStatus(bulk.status!, at) }
        : bulk.action === 'read'
          ? { read_at: sql<string>`coalesce(read_at, ${at})` }
          : { read_at: null };
    const result = await trx
      .updateTable('leads')
      .set({ ...changes, updated_at: at })
      .where('kind', '=', kind)
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .executeTakeFirst();
    await recordAuditMany(
      trx,
      updateEntries(
        rows,
        bulk.action === 'status' ? { status: bulk.status! } : { read: bulk.action === 'read' },
      ),
    );
    return Number(result.numUpdatedRows);
  });
}

/** Appends a note (notes are never edited) and keeps the lead's notes_count in step; undefined if no lead. */
export async function addLeadNote(
  db: Db,
  kind: LeadKind,
  id: number,
  author: Pick<UserRow, 'id' | 'name'>,
  body: string,
  now = new Date(),
): Promise<LeadNote | undefined> {
  return db.transaction().execute(async (trx) => {
    const at = nowIso(now);
    const updated = await trx
      .updateTable('leads')
      .set({
        notes_count: sql<number>`notes_count + 1`,
        first_response_at: firstResponse(at),
        updated_at: at,
      })
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return undefined;
    const note = await trx
      .insertInto('lead_notes')
      .values({
        lead_id: id,
        author_id: author.id,
        author_name: author.name,
        body: body.trim(),
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      entity: 'lead',
      entityId: id,
      action: 'note',
      changes: { note: [null, note.body] },
    });
    return noteToWire(note);
  });
}

/**
 * Records a contact made with the lead (a call, an e-mail, a WhatsApp message): an audit row, and the lead's
 * first response if it had none. False when no lead of that kind has this id.
 */
export async function recordLeadContact(
  db: Db,
  kind: LeadKind,
  id: number,
  channel: ContactChannel,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('leads')
      .set({ first_response_at: firstResponse(nowIso(now)) })
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await recordAudit(trx, {
      entity: 'lead',
      entityId: id,
      action: 'contact',
      changes: { channel: [null, channel] },
    });
    return true;
  });
}

/** Admin changes to leads: status and read state, delete, bulk actions, and appending a note. */
import { sql, type Kysely } from 'kysely';
import type { LeadBulk, LeadKind, LeadNote, LeadPatch } from '../../shared/leads/schemas';
import { nowIso, type Database, type UserRow } from '../db/database';
import { noteToWire } from './leadWire';

type Db = Kysely<Database>;

/** False when no lead of that kind has this id. Marking read keeps the first time it was read. */
export async function patchLead(
  db: Db,
  kind: LeadKind,
  id: number,
  patch: LeadPatch,
  now = new Date(),
): Promise<boolean> {
  const at = nowIso(now);
  const result = await db
    .updateTable('leads')
    .set({
      updated_at: at,
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.read === true ? { read_at: sql<string>`coalesce(read_at, ${at})` } : {}),
      ...(patch.read === false ? { read_at: null } : {}),
    })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteLead(db: Db, kind: LeadKind, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('leads')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Applies the action to those of `ids` that are leads of this kind; answers how many were affected. */
export async function bulkLeads(
  db: Db,
  kind: LeadKind,
  bulk: LeadBulk,
  now = new Date(),
): Promise<number> {
  if (bulk.action === 'delete') {
    const result = await db
      .deleteFrom('leads')
      .where('kind', '=', kind)
      .where('id', 'in', bulk.ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
  const at = nowIso(now);
  const changes =
    bulk.action === 'status'
      ? { status: bulk.status! }
      : bulk.action === 'read'
        ? { read_at: sql<string>`coalesce(read_at, ${at})` }
        : { read_at: null };
  const result = await db
    .updateTable('leads')
    .set({ ...changes, updated_at: at })
    .where('kind', '=', kind)
    .where('id', 'in', bulk.ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
      .set({ notes_count: sql<number>`notes_count + 1`, updated_at: at })
      .where('id', '=', id)
      .where('kind', '=', kind)
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
    return noteToWire(note);
  });
}

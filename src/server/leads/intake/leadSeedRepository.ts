/**
 * Inserts many leads at once (the demo seeder, benchmarks and tests): references are taken from the same
 * per-kind counters as the intake, all of a kind's at once per call, and rows go in multi-row INSERTs inside one
 * transaction, so 100 000 leads take seconds, not minutes; then their notes and assignments.
 */
import type { Insertable, Kysely } from 'kysely';
import { LEAD_KINDS, type LeadKind } from '../../../shared/leads/rules';
import { recordAuditMany } from '../../audit/auditRepository';
import type { Database } from '../../db/database';
import type { LeadNotesTable, NewLead } from '../../db/leadTables';
import { takeReferenceValues } from './intakeRepository';
import { formatReference } from '../common/leadWire';
import { leadSearchText } from '../common/searchText';

/** A lead as the seeder describes it: no reference or search text, which are derived here. */
export type LeadSeedRow = Omit<NewLead, 'reference' | 'search_text'> & { kind: LeadKind };

/** Rows per INSERT statement: well under SQLite's 32 766 bound parameters with ~40 columns. */
const ROWS_PER_STATEMENT = 500;

/**
 * Returns the new ids in the order of `rows`. `markRouted: false` leaves `routed_at` out (a test of an
 * early migration, before the column existed).
 */
export async function insertLeads(
  db: Kysely<Database>,
  rows: LeadSeedRow[],
  { markRouted = true }: { markRouted?: boolean } = {},
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const values = new Map<LeadKind, number[]>();
    for (const kind of LEAD_KINDS) {
      const count = rows.filter((row) => row.kind === kind).length;
      if (count > 0) values.set(kind, await takeReferenceValues(trx, kind, count));
    }
    const taken = new Map<LeadKind, number>();
    const full: NewLead[] = rows.map((row) => {
      const index = taken.get(row.kind) ?? 0;
      taken.set(row.kind, index + 1);
      const value = values.get(row.kind)![index]!;
      const year = new Date(row.created_at).getUTCFullYear();
      const reference = formatReference(row.kind, year, value);
      // Seeded leads count as routed unless a row says otherwise (the routing sweep leaves them be).
      const search_text = leadSearchText({ ...row, reference });
      if (!markRouted) return { ...row, reference, search_text };
      const routed_at = row.routed_at === undefined ? row.created_at : row.routed_at;
      return { ...row, routed_at, reference, search_text };
    });
    const ids: number[] = [];
    for (let start = 0; start < full.length; start += ROWS_PER_STATEMENT) {
      const inserted = await trx
        .insertInto('leads')
        .values(full.slice(start, start + ROWS_PER_STATEMENT))
        .returning('id')
        .execute();
      ids.push(...inserted.map((row) => Number(row.id)));
    }
    return ids;
  });
}

/**
 * The `assign` audit rows of leads the seeder gave to agents, as the assign flow writes them
 * (leads/desk/leadAssignRepository.ts): from the pool to the agent, by the agent who took it, when it was
 * taken.
 */
export async function recordSeedAssignments(
  db: Kysely<Database>,
  assignments: { lead_id: number; agent: { id: number; name: string }; at: string }[],
): Promise<void> {
  for (let start = 0; start < assignments.length; start += ROWS_PER_STATEMENT)
    await recordAuditMany(
      db,
      assignments.slice(start, start + ROWS_PER_STATEMENT).map((assignment) => ({
        entity: 'lead' as const,
        entityId: assignment.lead_id,
        action: 'assign' as const,
        changes: { assignee_id: [null, assignment.agent.id] as const },
        actor: assignment.agent,
        at: assignment.at,
      })),
    );
}

/** Notes for leads inserted above (the caller has set each lead's notes_count). */
export async function insertLeadNotes(
  db: Kysely<Database>,
  notes: Insertable<LeadNotesTable>[],
): Promise<void> {
  for (let start = 0; start < notes.length; start += ROWS_PER_STATEMENT)
    await db
      .insertInto('lead_notes')
      .values(notes.slice(start, start + ROWS_PER_STATEMENT))
      .execute();
}

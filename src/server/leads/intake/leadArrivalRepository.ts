/**
 * The durable side of a lead's arrival (db/migrations/023_lead_arrival.ts): the intake writes
 * `arrival_pending_since` with the lead, the arrival clears it once every step has run, and the sweep reads
 * the leads where it is still set (docs/architecture.md#lead-intake-pipeline).
 */
import type { Kysely } from 'kysely';
import type { LeadKind } from '../../../shared/leads/rules';
import { nowIso, type Database } from '../../db/database';

type Db = Kysely<Database>;

export interface PendingArrival {
  id: number;
  kind: LeadKind;
  reference: string;
}

/**
 * Leads whose arrival is unfinished, pending since between `from` and `to`, oldest first. A lead is marked
 * when it is created, never before, so the leads created since `from` are read through the `created_at`
 * index and their marks tested: no index names the mark, which lets its clearing skip the indexes
 * (db/migrations/031_lead_arrival_indexes.ts).
 */
export async function pendingArrivals(
  db: Db,
  { from, to, limit }: { from: Date; to: Date; limit: number },
): Promise<PendingArrival[]> {
  const rows = await db
    .selectFrom('leads')
    .where('deleted_at', 'is', null)
    .select(['id', 'kind', 'reference'])
    .where('created_at', '>=', nowIso(from))
    .where('arrival_pending_since', 'is not', null)
    .where('arrival_pending_since', '>=', nowIso(from))
    .where('arrival_pending_since', '<=', nowIso(to))
    .orderBy('arrival_pending_since')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as LeadKind,
    reference: row.reference,
  }));
}

/** Every arrival step has run for these leads: the sweep leaves them be from now on. */
export async function finishArrivals(db: Db, ids: readonly number[]): Promise<void> {
  await db
    .updateTable('leads')
    .set({ arrival_pending_since: null })
    .where('id', 'in', ids)
    .where('arrival_pending_since', 'is not', null)
    .execute();
}

/**
 * How many leads created since `since` still wait for an arrival step (the bench's measure of a desk catching
 * up), read through the `created_at` index as the sweep reads them.
 */
export async function countPendingArrivals(db: Db, since: Date): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>=', nowIso(since))
    .where('arrival_pending_since', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

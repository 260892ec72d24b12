/**
 * The public intake's SQL: the per-kind reference counters, the Idempotency-Key claims and their stored
 * answers, the project a project lead names, and the lead row itself. Run inside the transaction the intake
 * owns (leads/intake/intakeService.ts), except the reads of a discarded submission and the purge.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LeadKind } from '../../../shared/leads/rules';
import { nowIso, type Database } from '../../db/database';
import type { NewLead } from '../../db/leadTables';

type Trx = Transaction<Database>;

/** Takes `count` values of the kind's counter at once; answers the last one taken. */
export async function takeReferenceValues(trx: Trx, kind: LeadKind, count = 1): Promise<number> {
  const row = await trx
    .insertInto('lead_sequences')
    .values({ kind, value: count })
    .onConflict((oc) =>
      oc.column('kind').doUpdateSet({ value: sql`lead_sequences.value + ${count}` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** The name of a published project, the snapshot a project lead keeps; undefined if there is none. */
export async function publishedProjectName(trx: Trx, id: number): Promise<string | undefined> {
  const project = await trx
    .selectFrom('projects')
    .select('name_en')
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return project?.name_en;
}

export interface IdempotencyClaim {
  key: string;
  kind: LeadKind;
  bodyHash: string;
  now: Date;
  /** Claims older than this are expired and may be taken again. */
  expiredBefore: Date;
}

/**
 * Claims the key for this submission; when it is held already, answers the earlier claim (its body's hash
 * and its stored answer, '' while that submission is still being written).
 */
export async function claimIdempotencyKey(
  trx: Trx,
  claim: IdempotencyClaim,
): Promise<{ body_hash: string; response: string } | null> {
  const { key, kind, bodyHash, now } = claim;
  await trx
    .deleteFrom('lead_idempotency')
    .where('key', '=', key)
    .where('created_at', '<', nowIso(claim.expiredBefore))
    .execute();
  const claimed = await trx
    .insertInto('lead_idempotency')
    .values({ key, kind, body_hash: bodyHash, response: '', created_at: nowIso(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  return trx
    .selectFrom('lead_idempotency')
    .select(['body_hash', 'response'])
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

/** Stores the answer a retry with the key is given. */
export async function storeIdempotentAnswer(trx: Trx, key: string, answer: string): Promise<void> {
  await trx
    .updateTable('lead_idempotency')
    .set({ response: answer })
    .where('key', '=', key)
    .execute();
}

/** Inserts the lead; answers its id. */
export async function insertLead(trx: Trx, row: NewLead): Promise<number> {
  const inserted = await trx
    .insertInto('leads')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Forgets the answers of claims made before `before`. */
export async function purgeIdempotency(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('lead_idempotency').where('created_at', '<', nowIso(before)).execute();
}

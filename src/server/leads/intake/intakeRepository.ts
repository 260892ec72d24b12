/**
 * The public intake's SQL: the per-kind reference counters, the Idempotency-Key claims and their stored
 * answers, the project a project lead names, and the lead row itself. Run inside the transaction the intake
 * owns (leads/intake/intakeService.ts), except the reads of a discarded submission and the purge.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LeadKind } from '../../../shared/leads/rules';
import { nowIso, type Database } from '../../db/database';
import type { NewLead } from '../../db/leadTables';
import { isPostgres } from '../../db/connect';
import { REFERENCE_DIGITS } from '../common/leadWire';

type Trx = Transaction<Database>;

/**
 * Takes `count` references of the kind, in increasing order. SQLite bumps the kind's counter row (one writer at
 * a time, so the values are consecutive); PostgreSQL draws from the kind's sequence, which no transaction
 * waits on (migration 030), so concurrent submissions may interleave their values. A PostgreSQL schema from
 * before 030 (the migration tests seed leads at earlier versions) has no sequence and keeps the counter row.
 */
export async function takeReferenceValues(trx: Trx, kind: LeadKind, count = 1): Promise<number[]> {
  if (isPostgres(trx)) {
    const { rows } = await sql<{
      value: string | null;
    }>`select nextval(to_regclass(${`lead_reference_${kind}`}))
      as value from generate_series(1, ${count})`.execute(trx);
    if (rows[0]?.value != null) return rows.map((row) => Number(row.value)).sort((a, b) => a - b);
  }
  const row = await trx
    .insertInto('lead_sequences')
    .values({ kind, value: count })
    .onConflict((oc) =>
      oc.column('kind').doUpdateSet({ value: sql`lead_sequences.value + ${count}` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  const last = Number(row.value);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

/** The name of a published project, the snapshot a project lead keeps; undefined if there is none. */
export async function publishedProjectName(
  trx: Kysely<Database>,
  id: number,
): Promise<string | undefined> {
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

/** A lead the PostgreSQL intake stores in one statement, numbered by the database as it goes in. */
export interface NumberedLead {
  row: Omit<NewLead, 'reference' | 'search_text'>;
  /** What the reference holds before the counter's digits (`CON-2026-`). */
  referenceHead: string;
  /** The search text around the counter's digits (searchText.ts, leadSearchTextAround). */
  searchHead: string;
  searchTail: string;
  /** The Idempotency-Key's claim, with the answer around the reference that a retry is to be given. */
  claim?: IdempotencyClaim & { answerHead: string; answerTail: string };
}

/**
 * PostgreSQL: takes the kind's next reference, claims the key with its answer and inserts the lead, all in
 * one statement (one round trip, atomic on its own: no transaction to open or commit). The lead's typed
 * columns come from one JSON parameter read as a `leads` row. Answers null, and stores nothing, when the key
 * is held by an unexpired claim (a retry: the caller reads the earlier answer); the reference taken for it
 * is then skipped, as a sequence never gives a value back.
 */
export async function insertNumberedLead(
  db: Kysely<Database>,
  lead: NumberedLead,
): Promise<{ id: number; reference: string } | null> {
  const { row, claim } = lead;
  const columns = Object.keys(row);
  const digits = REFERENCE_DIGITS;
  const numbered = sql`numbered as (
    select ${lead.referenceHead} || digits as reference, digits
    from (
      select case when length(value) >= ${digits} then value else lpad(value, ${digits}, '0') end as digits
      from (select nextval(${`lead_reference_${row.kind}`}::regclass)::text as value) taken
    ) padded
  )`;
  const claimed = claim
    ? sql`, claimed as (
        insert into lead_idempotency as held (key, kind, body_hash, response, created_at)
        select ${claim.key}, ${claim.kind}, ${claim.bodyHash},
          ${claim.answerHead} || reference || ${claim.answerTail}, ${nowIso(claim.now)}
        from numbered
        on conflict (key) do update set kind = excluded.kind, body_hash = excluded.body_hash,
          response = excluded.response, created_at = excluded.created_at
        where held.created_at < ${nowIso(claim.expiredBefore)}
        returning key
      )`
    : sql``;
  const { rows } = await sql<{ id: number; reference: string }>`with ${numbered}${claimed}
    insert into leads (${sql.join(columns.map((name) => sql.id(name)))}, reference, search_text)
    select ${sql.join(columns.map((name) => sql.ref(`given.${name}`)))}, numbered.reference,
      ${lead.searchHead} || numbered.digits || ${lead.searchTail}
    from jsonb_populate_record(null::leads, ${JSON.stringify(row)}::jsonb) given
      cross join numbered${claim ? sql` cross join claimed` : sql``}
    returning id, reference`.execute(db);
  return rows[0] ?? null;
}

/** The earlier claim of a key (a retry's answer, or a key used with another body). */
export function heldIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<{ body_hash: string; response: string } | undefined> {
  return db
    .selectFrom('lead_idempotency')
    .select(['body_hash', 'response'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Forgets the answers of claims made before `before`. */
export async function purgeIdempotency(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('lead_idempotency').where('created_at', '<', nowIso(before)).execute();
}

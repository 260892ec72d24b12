/**
 * Stores one public submission. Everything happens in one transaction: the Idempotency-Key claim, the
 * per-kind reference counter, the project snapshot, the lead and the answer to replay. The route answers 201
 * only after this returns, i.e. after the commit.
 *
 * Concurrent retries with one key: on PostgreSQL the second `insert … on conflict do nothing` on the key
 * waits for the first transaction and then sees its committed answer; on SQLite transactions run one at a
 * time on the single connection. Either way exactly one lead is stored and every retry gets the same answer.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  INTAKE_RULES,
  LEAD_LIMITS,
  LEAD_REFERENCE_PREFIX,
  leadMessages,
  type LeadKind,
} from '../../shared/leadRules';
import { nowIso, type Database } from '../db/database';
import type { NewLead } from '../db/leadTables';
import { validationError } from '../httpErrors';
import { leadSearchText } from './searchText';

type Db = Kysely<Database>;

export interface IntakeAnswer {
  data: { reference: string; kind: LeadKind };
  message: string;
}

export interface Submission {
  kind: LeadKind;
  body: Record<string, unknown>;
  idempotencyKey?: string;
  userAgent?: string;
  now?: Date;
}

export function formatReference(kind: LeadKind, year: number, value: number): string {
  return `${LEAD_REFERENCE_PREFIX[kind]}-${year}-${String(value).padStart(6, '0')}`;
}

async function nextValue(trx: Transaction<Database>, kind: LeadKind): Promise<number> {
  const row = await trx
    .insertInto('lead_sequences')
    .values({ kind, value: 1 })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ value: sql`lead_sequences.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** What a discarded (bot) submission is told: the reference the next real lead would get. */
export async function plausibleReference(db: Db, kind: LeadKind, now = new Date()) {
  const row = await db
    .selectFrom('lead_sequences')
    .select('value')
    .where('kind', '=', kind)
    .executeTakeFirst();
  return formatReference(kind, now.getUTCFullYear(), Number(row?.value ?? 0) + 1);
}

export function bodyHash(kind: string, body: unknown): string {
  return createHash('sha256')
    .update(`${kind}\n${JSON.stringify(body)}`)
    .digest('hex');
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const numOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The body's fields as columns; absent fields are null. */
function columnsOf(body: Record<string, unknown>) {
  const text = Object.fromEntries(
    [
      'phone',
      'message',
      'locale',
      'source_url',
      'referrer',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'subject',
      'purpose',
      'service',
      'country_of_residence',
      'preferred_contact_time',
      'property_type',
      'city',
      'community',
      'area_unit',
      'currency',
      'occupancy',
      'completion',
    ].map((key) => [key, str(body[key])]),
  );
  const numbers = Object.fromEntries(
    ['bedrooms', 'budget', 'area', 'asking_price'].map((key) => [key, numOrNull(body[key])]),
  );
  return { ...text, ...numbers };
}

/** Claims the key; returns the earlier answer when this key was already used with the same body. */
async function claimKey(
  trx: Transaction<Database>,
  key: string,
  kind: LeadKind,
  hash: string,
  now: Date,
): Promise<IntakeAnswer | null> {
  const expired = nowIso(new Date(now.getTime() - INTAKE_RULES.idempotencyTtlMs));
  await trx
    .deleteFrom('lead_idempotency')
    .where('key', '=', key)
    .where('created_at', '<', expired)
    .execute();
  const claimed = await trx
    .insertInto('lead_idempotency')
    .values({ key, kind, body_hash: hash, response: '', created_at: nowIso(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  const earlier = await trx
    .selectFrom('lead_idempotency')
    .select(['body_hash', 'response'])
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (earlier.body_hash !== hash || earlier.response === '')
    throw validationError({ idempotency_key: [leadMessages.idempotencyMismatch] });
  return JSON.parse(earlier.response) as IntakeAnswer;
}

/**
 * The submission's writes inside a transaction the caller owns. Checks that can refuse it (the project)
 * come before any write, so a refused submission leaves nothing behind — not even its key's claim — and
 * the writer can run many submissions in one transaction (intakeWriter.ts).
 */
export async function storeInTransaction(
  trx: Transaction<Database>,
  submission: Submission,
): Promise<IntakeAnswer> {
  const { kind, body, idempotencyKey } = submission;
  const now = submission.now ?? new Date();
  let projectName: string | null = null;
  if (kind === 'project') {
    const project = await trx
      .selectFrom('projects')
      .select('name_en')
      .where('id', '=', body.project_id as number)
      .where('is_published', '=', 1)
      .executeTakeFirst();
    if (!project) throw validationError({ project_id: [leadMessages.unknownProject] });
    projectName = project.name_en;
  }
  if (idempotencyKey !== undefined) {
    const replay = await claimKey(trx, idempotencyKey, kind, bodyHash(kind, body), now);
    if (replay) return replay;
  }
  const reference = formatReference(kind, now.getUTCFullYear(), await nextValue(trx, kind));
  const at = nowIso(now);
  const row: NewLead = {
    ...columnsOf(body),
    reference,
    kind,
    status: 'new',
    name: String(body.name).trim(),
    email: String(body.email).trim(),
    consent: body.consent === true ? 1 : 0,
    user_agent: submission.userAgent?.slice(0, LEAD_LIMITS.userAgent) ?? null,
    project_id: kind === 'project' ? (body.project_id as number) : null,
    project_name: projectName,
    search_text: '',
    created_at: at,
    updated_at: at,
  };
  row.search_text = leadSearchText({ ...row, name: row.name, email: row.email });
  await trx.insertInto('leads').values(row).execute();
  const answer: IntakeAnswer = { data: { reference, kind }, message: leadMessages.received };
  if (idempotencyKey !== undefined) {
    await trx
      .updateTable('lead_idempotency')
      .set({ response: JSON.stringify(answer) })
      .where('key', '=', idempotencyKey)
      .execute();
  }
  return answer;
}

/** One submission in its own transaction (PostgreSQL, and tests). */
export function storeSubmission(db: Db, submission: Submission): Promise<IntakeAnswer> {
  return db.transaction().execute((trx) => storeInTransaction(trx, submission));
}

/** Forgets answers older than the key's lifetime (run now and then, not on every request). */
export async function purgeIdempotency(db: Db, now = new Date()): Promise<void> {
  const expired = nowIso(new Date(now.getTime() - INTAKE_RULES.idempotencyTtlMs));
  await db.deleteFrom('lead_idempotency').where('created_at', '<', expired).execute();
}

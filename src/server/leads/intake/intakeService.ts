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
import type { Kysely, Transaction } from 'kysely';
import {
  INTAKE_RULES,
  LEAD_FIELDS,
  LEAD_LIMITS,
  leadMessages,
  type LeadField,
  type LeadFieldSpec,
  type LeadKind,
} from '../../../shared/leads/rules';
import { nowIso, type Database } from '../../db/database';
import type { NewLead } from '../../db/leadTables';
import { validationError } from '../../httpErrors';
import {
  claimIdempotencyKey,
  insertLead,
  publishedProjectName,
  purgeIdempotency as purgeIdempotencyBefore,
  storeIdempotentAnswer,
  takeReferenceValues,
} from './intakeRepository';
import { formatReference } from '../common/leadWire';
import { leadSearchText } from '../common/searchText';

type Db = Kysely<Database>;

export interface IntakeAnswer {
  data: { reference: string; kind: LeadKind };
  message: string;
}

/** What storing a submission did: the answer to send, and the new lead's id (null for a replayed key). */
export interface StoredSubmission {
  answer: IntakeAnswer;
  leadId: number | null;
}

export interface Submission {
  kind: LeadKind;
  body: Record<string, unknown>;
  idempotencyKey?: string;
  userAgent?: string;
  now?: Date;
}

/**
 * What a discarded (bot) submission is told: a reference taken from the kind's counter like a real one, so
 * it neither looks different nor is ever given to a real lead (the counter just skips it).
 */
export async function plausibleReference(db: Db, kind: LeadKind, now = new Date()) {
  const value = await db.transaction().execute((trx) => takeReferenceValues(trx, kind));
  return formatReference(kind, now.getUTCFullYear(), value);
}

export function bodyHash(kind: string, body: unknown): string {
  return createHash('sha256')
    .update(`${kind}\n${JSON.stringify(body)}`)
    .digest('hex');
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const numOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The body's fields as columns (every LEAD_FIELDS field the forms send); absent fields are null. The row
 * sets the name, email, consent and project itself.
 */
const BODY_COLUMNS = (Object.keys(LEAD_FIELDS) as LeadField[]).flatMap((name) => {
  const spec: LeadFieldSpec = LEAD_FIELDS[name];
  if (!spec.intake || spec.type === 'boolean') return [];
  return [[name, spec.type === 'text' ? str : numOrNull] as const];
});

function columnsOf(body: Record<string, unknown>) {
  return Object.fromEntries(BODY_COLUMNS.map(([name, read]) => [name, read(body[name])]));
}

/** Claims the key; returns the earlier answer when this key was already used with the same body. */
async function claimKey(
  trx: Transaction<Database>,
  key: string,
  kind: LeadKind,
  hash: string,
  now: Date,
): Promise<IntakeAnswer | null> {
  const expiredBefore = new Date(now.getTime() - INTAKE_RULES.idempotencyTtlMs);
  const earlier = await claimIdempotencyKey(trx, { key, kind, bodyHash: hash, now, expiredBefore });
  if (!earlier) return null;
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
): Promise<StoredSubmission> {
  const { kind, body, idempotencyKey } = submission;
  const now = submission.now ?? new Date();
  let projectName: string | null = null;
  if (kind === 'project') {
    projectName = (await publishedProjectName(trx, body.project_id as number)) ?? null;
    if (projectName === null) throw validationError({ project_id: [leadMessages.unknownProject] });
  }
  if (idempotencyKey !== undefined) {
    const replay = await claimKey(trx, idempotencyKey, kind, bodyHash(kind, body), now);
    if (replay) return { answer: replay, leadId: null };
  }
  const reference = formatReference(
    kind,
    now.getUTCFullYear(),
    await takeReferenceValues(trx, kind),
  );
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
    // Cleared once its arrival steps have run; until then the arrival sweep looks for it.
    arrival_pending_since: at,
  };
  row.search_text = leadSearchText({ ...row, name: row.name, email: row.email });
  const leadId = await insertLead(trx, row);
  const answer: IntakeAnswer = { data: { reference, kind }, message: leadMessages.received };
  if (idempotencyKey !== undefined)
    await storeIdempotentAnswer(trx, idempotencyKey, JSON.stringify(answer));
  return { answer, leadId };
}

/** One submission in its own transaction (PostgreSQL, and tests). */
export function storeSubmission(db: Db, submission: Submission): Promise<StoredSubmission> {
  return db.transaction().execute((trx) => storeInTransaction(trx, submission));
}

/** Forgets answers older than the key's lifetime (run now and then, not on every request). */
export async function purgeIdempotency(db: Db, now = new Date()): Promise<void> {
  await purgeIdempotencyBefore(db, new Date(now.getTime() - INTAKE_RULES.idempotencyTtlMs));
}

/**
 * Stores one public submission: the Idempotency-Key claim, the per-kind reference, the project snapshot, the
 * lead and the answer to replay, all or nothing. The route answers 201 only after this returns, i.e. after
 * the commit. SQLite runs them in a transaction (many submissions to one, intakeWriter.ts); PostgreSQL in a
 * single statement (storeAtOnce).
 *
 * Concurrent retries with one key: on PostgreSQL the second claim (`insert … on conflict`) on the key waits
 * for the first statement and then sees its committed answer; on SQLite transactions run one at a time on
 * the single connection. Either way exactly one lead is stored and every retry gets the same answer.
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
  heldIdempotencyKey,
  insertLead,
  insertNumberedLead,
  publishedProjectName,
  purgeIdempotency as purgeIdempotencyBefore,
  storeIdempotentAnswer,
  takeReferenceValues,
} from './intakeRepository';
import { formatReference, referenceHead } from '../common/leadWire';
import { leadSearchText, leadSearchTextAround } from '../common/searchText';
import { isPostgres } from '../../db/connect';

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
  const [value] = await db.transaction().execute((trx) => takeReferenceValues(trx, kind));
  return formatReference(kind, now.getUTCFullYear(), value!);
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

/** The project a project lead names, when it is published; refused (422) otherwise. */
async function projectNameOf(db: Db, submission: Submission): Promise<string | null> {
  if (submission.kind !== 'project') return null;
  const name = await publishedProjectName(db, submission.body.project_id as number);
  if (name === undefined) throw validationError({ project_id: [leadMessages.unknownProject] });
  return name;
}

/** The lead's row but for its reference and search text. */
function leadRowOf(
  submission: Submission,
  projectName: string | null,
  now: Date,
): Omit<NewLead, 'reference' | 'search_text'> {
  const { kind, body } = submission;
  const at = nowIso(now);
  return {
    ...columnsOf(body),
    kind,
    status: 'new',
    name: String(body.name).trim(),
    email: String(body.email).trim(),
    consent: body.consent === true ? 1 : 0,
    user_agent: submission.userAgent?.slice(0, LEAD_LIMITS.userAgent) ?? null,
    project_id: kind === 'project' ? (body.project_id as number) : null,
    project_name: projectName,
    created_at: at,
    updated_at: at,
    // Cleared once its arrival steps have run; until then the arrival sweep looks for it.
    arrival_pending_since: at,
  };
}

const answerOf = (reference: string, kind: LeadKind): IntakeAnswer => ({
  data: { reference, kind },
  message: leadMessages.received,
});

/**
 * The submission's writes inside a transaction the caller owns (SQLite's group commit, intakeWriter.ts).
 * Checks that can refuse it (the project) come before any write, so a refused submission leaves nothing
 * behind — not even its key's claim — and the writer can run many submissions in one transaction.
 */
export async function storeInTransaction(
  trx: Transaction<Database>,
  submission: Submission,
): Promise<StoredSubmission> {
  const { kind, body, idempotencyKey } = submission;
  const now = submission.now ?? new Date();
  const projectName = await projectNameOf(trx, submission);
  if (idempotencyKey !== undefined) {
    const replay = await claimKey(trx, idempotencyKey, kind, bodyHash(kind, body), now);
    if (replay) return { answer: replay, leadId: null };
  }
  const [value] = await takeReferenceValues(trx, kind);
  const reference = formatReference(kind, now.getUTCFullYear(), value!);
  const partial = leadRowOf(submission, projectName, now);
  const row: NewLead = {
    ...partial,
    reference,
    search_text: leadSearchText({ ...partial, reference }),
  };
  const leadId = await insertLead(trx, row);
  const answer = answerOf(reference, kind);
  if (idempotencyKey !== undefined)
    await storeIdempotentAnswer(trx, idempotencyKey, JSON.stringify(answer));
  return { answer, leadId };
}

/** Where the reference goes in the stored answer's JSON. */
const REFERENCE_MARK = '{reference}';

/**
 * One submission on PostgreSQL: the project's check, then a single statement that numbers the lead, claims
 * the key with its answer and inserts the lead (intakeRepository.ts, insertNumberedLead) — one round trip
 * where a transaction took seven, so a pool of connections serves a burst of submissions at once. A retry
 * of a held key reads the earlier answer.
 */
export async function storeAtOnce(db: Db, submission: Submission): Promise<StoredSubmission> {
  const { kind, body, idempotencyKey } = submission;
  const now = submission.now ?? new Date();
  const row = leadRowOf(submission, await projectNameOf(db, submission), now);
  const head = referenceHead(kind, now.getUTCFullYear());
  const search = leadSearchTextAround(row, head);
  const hash = idempotencyKey === undefined ? '' : bodyHash(kind, body);
  const [answerHead, answerTail] = JSON.stringify(answerOf(REFERENCE_MARK, kind)).split(
    REFERENCE_MARK,
  ) as [string, string];
  const stored = await insertNumberedLead(db, {
    row,
    referenceHead: head,
    searchHead: search.head,
    searchTail: search.tail,
    claim:
      idempotencyKey === undefined
        ? undefined
        : {
            key: idempotencyKey,
            kind,
            bodyHash: hash,
            now,
            expiredBefore: new Date(now.getTime() - INTAKE_RULES.idempotencyTtlMs),
            answerHead,
            answerTail,
          },
  });
  if (stored) return { answer: answerOf(stored.reference, kind), leadId: Number(stored.id) };
  const earlier = await heldIdempotencyKey(db, idempotencyKey!);
  // Held a moment ago and gone now: purged as expired in between; it can be claimed again.
  if (!earlier) return storeAtOnce(db, submission);
  if (earlier.body_hash !== hash || earlier.response === '')
    throw validationError({ idempotency_key: [leadMessages.idempotencyMismatch] });
  return { answer: JSON.parse(earlier.response) as IntakeAnswer, leadId: null };
}

/** One submission alone: PostgreSQL's single statement, or a transaction of its own on SQLite. */
export function storeSubmission(db: Db, submission: Submission): Promise<StoredSubmission> {
  return isPostgres(db)
    ? storeAtOnce(db, submission)
    : db.transaction().execute((trx) => storeInTransaction(trx, submission));
}

/** Forgets answers older than the key's lifetime (run now and then, not on every request). */
export async function purgeIdempotency(db: Db, now = new Date()): Promise<void> {
  await purgeIdempotencyBefore(db, new Date(now.getTime() - INTAKE_RULES.idempotencyTtlMs));
}

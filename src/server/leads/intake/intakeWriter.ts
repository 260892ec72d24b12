/**
 * Group commit for the public intake on SQLite. A commit with synchronous=FULL waits for the disk (~4 ms
 * here), and SQLite has one writer, so one transaction per submission caps intake near 250/s. The writer
 * instead collects the submissions that arrive while a commit is under way and stores them together in
 * the next transaction: each still gets its own answer, and only after that transaction has committed.
 * A submission refused by a check (422) is refused alone; an unexpected database error fails its batch.
 * PostgreSQL has a pool and commits in parallel, so there each submission is its own single statement
 * (intakeService.ts, storeAtOnce).
 */
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/connect';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpErrors';
import {
  storeInTransaction,
  storeSubmission,
  type StoredSubmission,
  type Submission,
} from './intakeService';

interface Pending {
  submission: Submission;
  resolve: (stored: StoredSubmission) => void;
  reject: (error: unknown) => void;
}

type Outcome = { stored: StoredSubmission } | { error: HttpError };

/** Submissions per transaction: enough to amortise the commit, small enough to keep latency short. */
const MAX_BATCH = 200;

export class IntakeWriter {
  private readonly queue: Pending[] = [];
  private flushing = false;
  private readonly batched: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.batched = !isPostgres(db);
  }

  submit(submission: Submission): Promise<StoredSubmission> {
    if (!this.batched) return storeSubmission(this.db, submission);
    return new Promise((resolve, reject) => {
      this.queue.push({ submission, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        // Let requests that arrived meanwhile reach the queue first (setImmediate runs after I/O).
        await new Promise<void>((resolve) => setImmediate(resolve));
        await this.write(this.queue.splice(0, MAX_BATCH));
      }
    } finally {
      this.flushing = false;
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const item of batch) {
          try {
            outcomes.push({ stored: await storeInTransaction(trx, item.submission) });
          } catch (error) {
            // Refusals happen before the submission writes anything, so the others can still commit.
            if (!(error instanceof HttpError)) throw error;
            outcomes.push({ error });
          }
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if ('stored' in outcome) item.resolve(outcome.stored);
      else item.reject(outcome.error);
    });
  }
}

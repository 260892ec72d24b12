/**
 * Where every password is hashed or checked (docs/security.md#passwords): a few threads of their own, so a
 * flood of logins can neither block the event loop nor starve libuv's shared pool (compression, files).
 * Waiting tasks queue per caller (an IP) and the threads serve the callers in turn, so a flood from a few
 * addresses delays a colleague's login by about one derivation per flooding address, not by the whole
 * flood. The queues are bounded: a task that finds its caller's queue, or all of them, full is refused at
 * once with 503 and Retry-After.
 */
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { serverMessages } from '../../shared/common/errors';
import { startWorker } from '../db/workerThread';
import { HttpError } from '../httpErrors';
import type { PasswordAnswer, PasswordTask } from './passwordWorker';

/** Threads: one core is left to the event loop; never more than two (each derivation uses 19 MiB). */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/**
 * Tasks one caller may have waiting: the login throttle lets an IP try 30 times in 15 minutes, all of which
 * may arrive at once.
 */
const PER_CALLER = 32;
/** Tasks waiting in all. */
const MAX_WAITING = 256;
const RETRY_AFTER_SECONDS = 1;

interface Queued {
  id: number;
  task: PasswordTask;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  busy: Queued | null;
}

function busy(): HttpError {
  return new HttpError(503, serverMessages.busy, undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
}

class PasswordPool {
  private threads: Thread[] = [];
  /** Per caller, in the order they are served: a caller served goes to the back. */
  private queues = new Map<string, Queued[]>();
  private waitingCount = 0;
  private nextId = 1;

  run(task: PasswordTask, caller = ''): Promise<string | boolean> {
    const queue = this.queues.get(caller) ?? [];
    if (this.waitingCount >= MAX_WAITING || queue.length >= PER_CALLER)
      return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      queue.push({ id: this.nextId++, task, resolve, reject });
      this.queues.set(caller, queue);
      this.waitingCount++;
      this.dispatch();
    });
  }

  /** The first caller's next task; that caller moves to the back of the line. */
  private next(): Queued | undefined {
    for (const [caller, queue] of this.queues) {
      this.queues.delete(caller);
      const task = queue.shift();
      if (queue.length > 0) this.queues.set(caller, queue);
      if (task) {
        this.waitingCount--;
        return task;
      }
    }
    return undefined;
  }

  private dispatch(): void {
    while (this.waitingCount > 0) {
      const thread =
        this.threads.find((candidate) => candidate.busy === null) ??
        (this.threads.length < THREADS ? this.start() : undefined);
      if (!thread) return;
      const next = this.next()!;
      thread.busy = next;
      thread.worker.ref();
      thread.worker.postMessage({ id: next.id, task: next.task });
    }
  }

  private settle(thread: Thread, settle: (queued: Queued) => void): void {
    const done = thread.busy;
    thread.busy = null;
    thread.worker.unref();
    if (done) settle(done);
    this.dispatch();
  }

  private start(): Thread {
    const worker = startWorker('auth/passwordWorker', {});
    const thread: Thread = { worker, busy: null };
    worker.on('message', (answer: PasswordAnswer) => {
      if (thread.busy?.id !== answer.id) return;
      this.settle(thread, (done) =>
        'result' in answer ? done.resolve(answer.result) : done.reject(new Error(answer.error)),
      );
    });
    // A thread that dies fails its task; the next task starts a fresh one in its place.
    const fail = (error: Error) => {
      this.threads = this.threads.filter((candidate) => candidate !== thread);
      this.settle(thread, (done) => done.reject(error));
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password thread stopped (${code})`)));
    worker.unref();
    this.threads.push(thread);
    return thread;
  }
}

const pool = new PasswordPool();

/** Runs one derivation in the pool; tasks of one `caller` (an IP) take their turn with other callers'. */
export function derive(task: PasswordTask, caller?: string): Promise<string | boolean> {
  return pool.run(task, caller);
}

/**
 * In-process guards of the public intake: a sliding-window rate limit per IP and kind, and a bound on
 * submissions in flight so overload is answered at once with 503 rather than queued without limit.
 * Kept in memory: the counters protect this process's database writer, and a restart forgiving a few
 * submissions costs nothing.
 */
import { HttpError, tooManyAttempts } from '../httpErrors';
import { leadMessages } from '../../shared/leadRules';

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private checks = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for `key`; throws 429 with Retry-After once `max` are inside the window. */
  hit(key: string, now = Date.now()): void {
    if (this.max <= 0) return;
    if (++this.checks % 1000 === 0) this.prune(now);
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      throw tooManyAttempts((recent[0]! + this.windowMs - now) / 1000);
    }
    recent.push(now);
    this.hits.set(key, recent);
  }

  /** Drops keys whose last attempt left the window, so memory follows the active clients only. */
  private prune(now: number): void {
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) if ((times.at(-1) ?? 0) <= since) this.hits.delete(key);
  }
}

export class InFlightLimit {
  private active = 0;

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max)
      throw new HttpError(503, leadMessages.overloaded, undefined, { 'retry-after': '1' });
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
    }
  }
}

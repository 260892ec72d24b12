/** The hourly once-per-fleet job that deletes rate-limit counters whose window has passed (limits.ts). */
import type { Job } from '../jobs/scheduler';

export function pruneRateLimitsJob(prune: () => Promise<void>): Job {
  return { name: 'prune-rate-limits', everyMs: 60 * 60_000, run: prune };
}

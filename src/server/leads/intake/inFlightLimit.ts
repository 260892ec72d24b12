/**
 * A bound on public submissions in flight, so overload is answered at once with 503 rather than queued
 * without limit. In memory: it protects this process's own database writer. Refusals are logged as a
 * warning once per burst, not once per request: an overload is one event for an operator.
 */
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../httpErrors';
import { leadMessages } from '../../../shared/leads/rules';

/** A burst ends when nothing was refused for this long. */
const BURST_GAP_MS = 10_000;

export class InFlightLimit {
  private active = 0;
  private lastRefusal = 0;

  constructor(
    private readonly max: number,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      const now = Date.now();
      if (now - this.lastRefusal > BURST_GAP_MS)
        this.log?.warn(
          { inFlight: this.active },
          'intake overloaded: refusing submissions with 503',
        );
      this.lastRefusal = now;
      throw new HttpError(503, leadMessages.overloaded, undefined, { 'retry-after': '1' });
    }
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
    }
  }
}

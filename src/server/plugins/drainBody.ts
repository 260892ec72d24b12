/**
 * Before a refusal of a body (413), read and discard what the client is still sending, up to a bound: Node
 * ends the connection right after the answer, and a client still writing its body would then see the
 * connection reset (EPIPE) instead of our 413 (docs/operations.md#faults). Beyond DRAIN_MAX_BYTES or
 * DRAIN_MAX_MS the answer goes anyway: no client may make the server read a large upload for nothing.
 */
import type { IncomingMessage } from 'node:http';

const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 5_000;

export function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', count);
      raw.off('end', done);
      raw.off('error', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', count);
    raw.once('end', done);
    raw.once('error', done);
    raw.resume();
  });
}

/** Reads GET /api/admin/events over a real socket, as a browser would, and collects what arrives. */
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../../src/shared/leads/live/liveEvents';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Everything received so far, as text. */
  text: () => string;
  events: LiveEvent[];
  /** The fields of each received message, in order (id, event, data, retry). */
  fields: Array<Record<string, string>>;
  /** Resolves with the first received event (past or future) that matches, or rejects after `ms`. */
  waitFor: (match: (event: LiveEvent) => boolean, ms?: number) => Promise<LiveEvent>;
  /** Whether the server ended the stream (the body finished). */
  ended: () => boolean;
  /** Resolves once the server ends the stream, or rejects after `ms`. */
  waitForEnd: (ms?: number) => Promise<void>;
  close: () => void;
}

/** Listens on a free port once and answers the app's base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = app.server.listening
    ? app.server.address()
    : (await app.listen({ port: 0, host: '127.0.0.1' }), app.server.address());
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export async function openStream(
  baseUrl: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${ADMIN_PREFIX}/events`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: abort.signal,
  });
  let text = '';
  const events: LiveEvent[] = [];
  const fields: Array<Record<string, string>> = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const endWaiters = new Set<() => void>();
  const stream: OpenStream = {
    status: response.status,
    headers: response.headers,
    text: () => text,
    events,
    fields,
    waitFor: (match, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        if (!check()) waiters.add(check);
      }),
    ended: () => ended,
    waitForEnd: (ms = 5000) =>
      new Promise((resolve, reject) => {
        if (ended) return resolve();
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          endWaiters.delete(done);
          reject(new Error(`the stream did not end within ${ms} ms`));
        }, ms);
        endWaiters.add(done);
      }),
    close: () => abort.abort(),
  };
  if (response.status !== 200 || !response.body) {
    text = await response.text();
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          for (const waiter of [...endWaiters]) waiter();
          break;
        }
        text += value;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line === '' || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            message[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (Object.keys(message).length === 0) continue;
          fields.push(message);
          if (message.data) events.push(JSON.parse(message.data) as LiveEvent);
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // aborted
    }
  })();
  return stream;
}

/** Polls until `check` holds, or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

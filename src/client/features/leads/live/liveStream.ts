/**
 * Reads the server's live events (docs/api.md#live-events) with fetch rather than EventSource, which cannot
 * send the Authorization header: the token stays in a header, never in a URL that a log would keep. Parses
 * the text/event-stream format (fields, comments, `retry:`), and tells when the stream opens, when it
 * delivers an event, and how it ended.
 */
import type { LiveEvent } from '../../../../shared/leads/live/liveEvents';
import { LIVE_EVENT_TYPES } from '../../../../shared/leads/live/liveEvents';

export type StreamEnd =
  /** The server refused the session or the role (401, 403): trying again will not help. */
  | { kind: 'refused'; status: number }
  /** Anything else (network, 5xx, 429, the server closing): try again later. */
  | { kind: 'lost'; retryMs: number | null };

export interface LiveStreamHandlers {
  onOpen: () => void;
  onEvent: (event: LiveEvent) => void;
  /** Every chunk, heartbeats included: the stream is alive. */
  onActivity?: () => void;
}

/** Splits a text/event-stream into messages; `feed` takes chunks as they come. */
export function createSseParser(
  onMessage: (message: { event?: string; data?: string; id?: string; retry?: number }) => void,
) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const message: { event?: string; data?: string; id?: string; retry?: number } = {};
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data')
          message.data = message.data === undefined ? value : `${message.data}\n${value}`;
        else if (field === 'event') message.event = value;
        else if (field === 'id') message.id = value;
        else if (field === 'retry' && /^\d+$/.test(value)) message.retry = Number(value);
      }
      onMessage(message);
    }
  };
}

function toEvent(data: string | undefined): LiveEvent | null {
  if (data === undefined) return null;
  try {
    const event = JSON.parse(data) as LiveEvent;
    return LIVE_EVENT_TYPES.includes(event?.type) ? event : null;
  } catch {
    return null;
  }
}

/** Reads one stream until it ends or `signal` aborts it; resolves with how it ended. */
export async function readLiveStream(
  url: string,
  token: string,
  handlers: LiveStreamHandlers,
  signal: AbortSignal,
): Promise<StreamEnd> {
  let retryMs: number | null = null;
  try {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      cache: 'no-store',
      signal,
    });
    if (response.status === 401 || response.status === 403)
      return { kind: 'refused', status: response.status };
    if (!response.ok || !response.body) return { kind: 'lost', retryMs };
    handlers.onOpen();
    const feed = createSseParser((message) => {
      if (message.retry !== undefined) retryMs = message.retry;
      const event = toEvent(message.data);
      if (event) handlers.onEvent(event);
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handlers.onActivity?.();
      feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // Aborted or the network failed: the caller decides.
  }
  return { kind: 'lost', retryMs };
}

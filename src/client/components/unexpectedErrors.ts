/**
 * Unexpected failures (docs/product.md#shell): a server error (5xx) or no answer at all (network,
 * timeout, an unreadable body) on a change the user asked for. These open the generic error dialog
 * (UnexpectedErrorHost) instead of a toast; expected refusals (422, 409, 403…) stay inline and as toasts.
 * A tiny store, so the API layer can report without React and /login does not load the dialog until needed.
 */
import type { ErrorDetails } from '../utils/errorDetails';

const NO_ANSWER = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR']);

/** Whether an RTK Query error (or anything thrown) is one the dialog reports. */
export function isUnexpectedFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status >= 500 : NO_ANSWER.has(String(status));
}

type Listener = (details: ErrorDetails | null) => void;

let current: ErrorDetails | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(current);
}

/** Shows the dialog; while one is open, later failures add nothing (the first one is the cause). */
export function reportUnexpected(details: ErrorDetails): void {
  if (current) return;
  current = details;
  emit();
}

export function dismissUnexpected(): void {
  current = null;
  emit();
}

export function subscribeUnexpected(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => {
    listeners.delete(listener);
  };
}

import { errorMessageOf } from './serverMessage';

/** What the generic error dialog shows about a failure (docs/product.md#binding-texts). */
export interface ErrorDetails {
  /** An HTTP status, or RTK Query's 'FETCH_ERROR' / 'PARSING_ERROR' / 'TIMEOUT_ERROR'. */
  status?: number | string;
  message?: string;
  stack?: string;
}

/** Reads an RTK Query error (fetch or serialized) or a thrown Error into the dialog's fields. */
export function errorDetailsOf(error: unknown): ErrorDetails {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error !== 'object' || error === null) return error ? { message: String(error) } : {};
  const { status, error: fetchError, message, stack } = error as Record<string, unknown>;
  // A server answer's own message first, then RTK Query's serialized or fetch error text.
  const text = errorMessageOf(error) ?? message ?? fetchError;
  return {
    ...(typeof status === 'number' || typeof status === 'string' ? { status } : {}),
    ...(typeof text === 'string' && text ? { message: text } : {}),
    ...(typeof stack === 'string' ? { stack } : {}),
  };
}

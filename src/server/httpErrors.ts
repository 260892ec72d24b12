/**
 * Errors that routes throw on purpose. The one error handler (plugins/errors.ts) turns them into the
 * contract's `{ message, errors? }` shape, so no route builds an error body by hand.
 */
import { serverMessages } from '../shared/errors';

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function validationError(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, serverMessages.validationFailed, errors);
}

export function unauthenticated(): HttpError {
  return new HttpError(401, serverMessages.unauthenticated);
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, serverMessages.tooManyAttempts, undefined, {
    'retry-after': String(seconds),
  });
}

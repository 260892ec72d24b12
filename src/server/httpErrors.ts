/**
 * Errors that routes throw on purpose. The one error handler (plugins/errors.ts) turns them into the
 * contract's `{ message, errors? }` shape, so no route builds an error body by hand.
 */
import { serverMessages } from '../shared/common/errors';

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside `message` (a stale write's `current` record: docs/api.md#record-versions). */
    readonly details: Record<string, unknown> = {},
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

/** Signed in, but the role may not do this (src/shared/permissions.ts). */
export function forbidden(): HttpError {
  return new HttpError(403, serverMessages.forbidden);
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, serverMessages.tooManyAttempts, undefined, {
    'retry-after': String(seconds),
  });
}

/** Throws the 422 when any rule failed. */
export function throwIfErrors(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

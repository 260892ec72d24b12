/**
 * Failures that mean "the database (or Redis) is briefly away", not "this request is wrong": the server
 * restarted or shut down, the connection dropped or timed out, the database is starting, or it has no
 * free connection. The error handler answers these with 503 and Retry-After (docs/operations.md#faults),
 * so a client retries and a balancer keeps the instance; nothing a request sends can cause one.
 */

/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shutdown, starting), 53300. */
const POSTGRES_CODES = /^(08...|57P0[1-3]|53300|3D000)$/;
/** Node's socket errors on the way to a server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** What pg and ioredis say when a connection ends under a query or cannot be had in time. */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection is closed\.?$/,
  /^Reached the max retries per request limit/,
  /^Stream isn't writeable/,
  /database is locked/,
];

export function isDependencyUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (POSTGRES_CODES.test(code) || SOCKET_CODES.has(code)))
    return true;
  if (code === 'SQLITE_BUSY') return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // An AggregateError (a refused connection tried on IPv4 and IPv6) is unavailable when its parts are.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDependencyUnavailable);
}

/** Seconds a client is asked to wait before trying again: about how long a database restart takes. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

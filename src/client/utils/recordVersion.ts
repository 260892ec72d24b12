/**
 * Record versions on the client (docs/api.md#record-versions): a save names the version its form loaded in
 * If-Match, and a 412 carries the record as the server holds it now.
 */

/** The request headers naming `version` (none when the form has no version: a new record). */
export function ifMatch(version: number | undefined): { headers?: Record<string, string> } {
  return version === undefined ? {} : { headers: { 'If-Match': `"${version}"` } };
}

/** The current record of an RTK Query error that is a stale write's 412, if it is one. */
export function staleCurrentOf(error: unknown): ({ version: number } & object) | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 412 || typeof data !== 'object' || data === null) return undefined;
  const current = (data as { current?: unknown }).current;
  if (typeof current !== 'object' || current === null) return undefined;
  return typeof (current as { version?: unknown }).version === 'number'
    ? (current as { version: number })
    : undefined;
}

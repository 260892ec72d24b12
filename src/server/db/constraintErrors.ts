/**
 * A constraint that refused a write, recognised on both dialects (PostgreSQL's SQLSTATE, better-sqlite3's
 * code). Constraints decide races a check missed (docs/architecture.md#database): callers turn these into the
 * same 409 the check would have given.
 */
function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';
}

/** A unique index refused the write (a concurrent request took the slug or email between check and write). */
export function isUniqueViolation(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(codeOf(error)) ||
    (typeof message === 'string' && /UNIQUE constraint/.test(message))
  );
}

/** A foreign key refused the write (a project was added to a developer while it was being deleted). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'].includes(codeOf(error));

/** PostgreSQL's SQLSTATE for a unique index refusing a row (PGlite reports the same code). */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is a unique-index violation. Drizzle wraps driver errors, so the code may
 * sit on the error itself or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

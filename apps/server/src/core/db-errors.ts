/**
 * True when a database error (node-postgres or PGlite, possibly wrapped by Drizzle in
 * `cause`) is a unique violation (SQLSTATE 23505), of the named constraint when given.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const {
      code,
      constraint: name,
      cause,
    } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return !constraint || name === undefined || name === constraint;
    e = cause;
  }
  return false;
}

/** PostgreSQL's codes for a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * A deadlock (40P01) or a serialization failure (40001): the statement was cancelled to break
 * a cycle with another transaction, and running the work again is the cure.
 */
export function isRetryableConflict(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    e = cause;
  }
  return false;
}

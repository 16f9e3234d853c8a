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

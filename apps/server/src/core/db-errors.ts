/**
 * PostgreSQL's unique_violation (23505), from node-postgres or PGlite (which may wrap it):
 * a concurrent save took the same unique value first.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

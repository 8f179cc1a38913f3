/**
 * PostgreSQL refused a row because a unique index already has its key (SQLSTATE 23505); with
 * `constraint`, only when it is that index (another one is a real error, not a duplicate).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const pg = error as { code?: unknown; constraint?: unknown };
  return pg.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

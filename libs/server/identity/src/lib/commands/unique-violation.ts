/** PostgreSQL's unique_violation: a read model's unique index refused a duplicate. */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';
}

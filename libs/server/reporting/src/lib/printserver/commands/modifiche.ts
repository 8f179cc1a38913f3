/** The fields that differ, as RecordUpdated changes: `{ campo: { prima, dopo } }`. */
export function modifiche<T extends object>(prima: T, dopo: T): Record<string, { prima: unknown; dopo: unknown }> {
  const changes: Record<string, { prima: unknown; dopo: unknown }> = {};
  for (const campo of Object.keys(dopo) as (keyof T & string)[])
    if (prima[campo] !== dopo[campo]) changes[campo] = { prima: prima[campo], dopo: dopo[campo] };
  return changes;
}

/** The unique index refused the save (PostgreSQL 23505). */
export function eDuplicato(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';
}

/** A path id: a positive integer, or null. */
export function idNumerico(valore: string): number | null {
  const id = /^\d{1,9}$/.test(valore) ? Number(valore) : NaN;
  return id > 0 ? id : null;
}

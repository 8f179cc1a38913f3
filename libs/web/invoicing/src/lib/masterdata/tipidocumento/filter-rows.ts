/**
 * The client-side filter of the type, reason and numerator lists (spec 2 §2.2, §5): a row stays when
 * every filled filter is contained in its field, case-insensitive; empty filters match everything.
 */
export function filterRows<T extends object>(rows: readonly T[], filtri: Partial<Record<keyof T & string, string>>): T[] {
  const attivi = Object.entries(filtri)
    .map(([campo, valore]) => [campo, String(valore ?? '').trim().toLowerCase()] as const)
    .filter(([, valore]) => valore !== '');
  if (attivi.length === 0) return [...rows];
  return rows.filter((riga) =>
    attivi.every(([campo, valore]) => String((riga as Record<string, unknown>)[campo] ?? '').toLowerCase().includes(valore)),
  );
}

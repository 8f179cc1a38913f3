/** A field value as the history shows it. */
export function formattaValore(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vuoto)';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** "campo: valore" lines for a set of values. */
export function righeValori(values: Record<string, unknown>): string[] {
  return Object.entries(values).map(([campo, valore]) => `${campo}: ${formattaValore(valore)}`);
}

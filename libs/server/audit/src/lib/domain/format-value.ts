import { romeWallClockParts } from '@registro/server-kernel';

/** A field value as the history shows it. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vuoto)';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** "campo: valore" lines for a set of values. */
export function valueLines(values: Record<string, unknown>): string[] {
  return Object.entries(values).map(([campo, valore]) => `${campo}: ${formatValue(valore)}`);
}

/** An instant as the history reads it: 21/02/2026 10:30 (Italian time); anything else as formatValue. */
export function formatInstant(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return formatValue(iso);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = romeWallClockParts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

import { romeWallClockParts } from '@registro/server-kernel';
import { fieldWords } from '@registro/contracts';

/** An ISO 8601 instant as the events store it (2026-11-28T16:01:15.100Z). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** A day without time (2026-11-28). */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const DECIMALE = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const IMPORTO = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A field value as the history shows it, in Italian: an instant as 28/11/2026 17:01 (Rome time), a
 * day as 28/11/2026, a decimal number with a comma and at least two decimals (2,20), a whole
 * number as it is (ids, years, quantities).
 */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vuoto)';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatInstant(value);
    const day = ISO_DAY.exec(value);
    return day ? `${day[3]}/${day[2]}/${day[1]}` : value;
  }
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : DECIMALE.format(value);
  if (typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** An amount in euro as the history reads it: 2,20 (two decimals, Italian separators); anything else as formatValue. */
export function formatAmount(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? IMPORTO.format(n) : formatValue(value);
}

/** "Campo: valore" lines for a set of values, each field named by `label` (humanised by default). */
export function valueLines(values: Record<string, unknown>, label: (campo: string) => string = fieldWords): string[] {
  return Object.entries(values).map(([campo, valore]) => `${label(campo)}: ${formatValue(valore)}`);
}

/** An instant as the history reads it: 21/02/2026 10:30 (Italian time); anything else as formatValue. */
export function formatInstant(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return formatValue(iso);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = romeWallClockParts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

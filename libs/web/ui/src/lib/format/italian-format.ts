/**
 * The Italian forms of the values a person reads (amounts, decimals, instants), in one place: every
 * screen formats through these, never with `String(n)` or `toFixed`.
 */

const EURO = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
} as unknown as Intl.NumberFormatOptions);

const DECIMALE = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

const ORA_DI_ROMA = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An amount in euro: 14,40 €, 1.234,50 € (always two decimals; an empty or unreadable value reads 0,00 €). */
export function formatEuro(valore: number | string | null | undefined): string {
  const numero = typeof valore === 'number' ? valore : Number(valore ?? 0);
  return EURO.format(Number.isFinite(numero) ? numero : 0);
}

/** A number: whole as it is (2026, 3), decimal with a comma and at least two decimals (2,20). */
export function formatNumero(valore: number): string {
  return Number.isInteger(valore) ? String(valore) : DECIMALE.format(valore);
}

/** An instant on the Rome clock: 28/11/2026 17:01. */
export function formatIstante(valore: string | number | Date): string {
  const parti = Object.fromEntries(ORA_DI_ROMA.formatToParts(new Date(valore)).map((p) => [p.type, p.value]));
  return `${parti['day']}/${parti['month']}/${parti['year']} ${parti['hour']}:${parti['minute']}`;
}

/**
 * A plain value of a record as a person reads it: an ISO instant on the Rome clock, an ISO day as
 * 28/11/2026, a decimal the Italian way, a flag as sì/no, any other text as it is.
 */
export function formatValoreLeggibile(valore: string | number | boolean | bigint): string {
  if (typeof valore === 'boolean') return valore ? 'sì' : 'no';
  if (typeof valore === 'number') return formatNumero(valore);
  if (typeof valore === 'bigint') return String(valore);
  if (ISO_INSTANT.test(valore)) return formatIstante(valore);
  const giorno = ISO_DAY.exec(valore);
  return giorno ? `${giorno[3]}/${giorno[2]}/${giorno[1]}` : valore;
}

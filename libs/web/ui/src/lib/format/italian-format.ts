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

// thousands always grouped (1.234,5 beside 12.345, as formatEuro and the charts), every decimal the value has
const QUANTITA = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 20, useGrouping: 'always' } as unknown as Intl.NumberFormatOptions);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** a day and time without offset (a timestamp column): the clock's own reading */
const ISO_GIORNO_ORA = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const ISO_MESE = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** a decimal as a database writes it: no leading zero (00123 is a code), a point and its decimals */
const TESTO_DECIMALE = /^(-?)(0|[1-9]\d*)\.(\d+)$/;
const LUNGHEZZA_MASSIMA_DECIMALE = 20;

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
  return formatDataIso(valore) ?? valore;
}

/** An ISO instant on the Rome clock, an ISO day as 28/11/2026; undefined for any other text. */
function formatDataIso(testo: string): string | undefined {
  if (ISO_INSTANT.test(testo)) {
    const istante = new Date(testo);
    return Number.isNaN(istante.getTime()) ? undefined : formatIstante(istante);
  }
  const giorno = ISO_DAY.exec(testo);
  return giorno ? `${giorno[3]}/${giorno[2]}/${giorno[1]}` : undefined;
}

/**
 * A number, or a decimal as text ("950.94": PostgreSQL's numeric over JSON): a finite number, or
 * text that is exactly a decimal with its point (-12.5, 0.75), no longer than 20 characters. Text
 * without a decimal point stays text: the sources answer whole quantities as numbers, and a whole
 * number as text is a code (00123, CAP 20121, a phone number 3331234567, a year from to_char).
 */
export function isDecimale(valore: unknown): valore is number | string {
  if (typeof valore === 'number') return Number.isFinite(valore);
  return typeof valore === 'string' && valore.length <= LUNGHEZZA_MASSIMA_DECIMALE && TESTO_DECIMALE.test(valore);
}

/**
 * A quantity with the decimals it has, the Italian way: 950,94; 1.234,5; "1234.50" → 1.234,50;
 * 12.345; -12. Never rounded, and a whole number stays whole; text that is no decimal stays as it is.
 */
export function formatDecimale(valore: number | string): string {
  if (typeof valore === 'number') return QUANTITA.format(valore);
  const parti = TESTO_DECIMALE.exec(valore);
  return parti ? `${parti[1]}${QUANTITA.format(BigInt(parti[2]))},${parti[3]}` : valore;
}

/** A percentage with the decimals it has: 22%, 5,5%, 12,75%; none written reads empty. */
export function formatPercentuale(valore: number | string | null | undefined): string {
  return valore === null || valore === undefined || valore === '' ? '' : `${formatDecimale(valore)}%`;
}

/**
 * A value of a query's row (a dashboard's data, a query's result) as a person reads it: a number or
 * a decimal text as {@link formatDecimale}, an ISO instant on the Rome clock (28/11/2026 17:01), a
 * day and time without offset as it reads, an ISO day as 28/11/2026, a month 2026-12 as 12/2026, a
 * flag as sì/no, an object as its JSON, nothing as empty; any other text as it is.
 */
export function formatValoreRisultato(valore: unknown): string {
  if (valore === null || valore === undefined) return '';
  if (typeof valore === 'boolean') return valore ? 'sì' : 'no';
  if (isDecimale(valore)) return formatDecimale(valore);
  if (typeof valore === 'object') return JSON.stringify(valore);
  if (typeof valore !== 'string') return String(valore);
  const data = formatDataIso(valore);
  if (data !== undefined) return data;
  const giornoOra = ISO_GIORNO_ORA.exec(valore);
  if (giornoOra) return `${giornoOra[3]}/${giornoOra[2]}/${giornoOra[1]} ${giornoOra[4]}:${giornoOra[5]}`;
  const mese = ISO_MESE.exec(valore);
  return mese ? `${mese[2]}/${mese[1]}` : valore;
}

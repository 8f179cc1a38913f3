import Decimal from 'decimal.js';
import type { RigaDocumento } from '@registro/contracts';
import type { TotaliFattura } from './fattura.events';

/**
 * Exact invoice arithmetic (decimal.js, never JS floats). Rounding is half-up away from zero
 * (Decimal.ROUND_HALF_UP), so a credit note's negative amounts round like an invoice's.
 * - line total = quantita × moltiplicatore × prezzoUnitario, less sconto %, rounded to 2 decimals;
 * - VAT per rate: each rate's VAT is computed on that rate's taxable total (not line by line);
 * - totaleDocumento = taxable + VAT.
 * Stamp duty (imposta di bollo): 2.00 when the exempt/excluded amount (lines at a 0% rate)
 * exceeds 77.47. Decision: the stamp is NOT recharged to the customer — marcaBolloImporto is shown
 * on the document but is not added to totaleDocumento.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const SOGLIA_BOLLO = new D('77.47');
export const IMPORTO_BOLLO = new D('2.00');

/** The numeric value of a wire field (a JSON number or a numeric string), or null when it is not a number. */
export function toDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new D(value) : null;
  if (typeof value === 'string' && /^\s*[-+]?(\d+([.,]\d*)?|[.,]\d+)\s*$/.test(value)) return new D(value.trim().replace(',', '.'));
  return null;
}

const round2 = (d: Decimal): Decimal => d.toDecimalPlaces(2, D.ROUND_HALF_UP);
const amount = (d: Decimal): number => round2(d).toNumber();
const dec = (v: unknown): Decimal => toDecimal(v) ?? new D(0);

/** What the arithmetic of a line reads. */
export type RigaCalcolo = Pick<RigaDocumento, 'quantita' | 'moltiplicatore' | 'prezzoUnitario' | 'sconto' | 'aliquota'>;

/** quantita × moltiplicatore × prezzoUnitario less sconto %, half-up to 2 decimals. */
export function calcolaTotaleRiga(riga: RigaCalcolo): Decimal {
  const lordo = dec(riga.quantita).times(dec(riga.moltiplicatore)).times(dec(riga.prezzoUnitario));
  const netto = lordo.times(new D(100).minus(dec(riga.sconto))).dividedBy(100);
  return round2(netto);
}

export interface RiepilogoAliquota {
  aliquota: number;
  imponibile: number;
  imposta: number;
}

export interface CalcoloFattura<R> {
  righe: R[];
  totali: TotaliFattura;
  /** the taxable and VAT of each rate, in rate order */
  riepilogo: RiepilogoAliquota[];
}

/** The lines with their totaleRiga and the document totals (the client's totals are never read). */
export function calcolaFattura<R extends RigaCalcolo>(righe: readonly R[]): CalcoloFattura<R & { totaleRiga: number }> {
  const perAliquota = new Map<string, Decimal>();
  const calcolate = righe.map((riga) => {
    const totale = calcolaTotaleRiga(riga);
    const chiave = dec(riga.aliquota).toFixed();
    perAliquota.set(chiave, (perAliquota.get(chiave) ?? new D(0)).plus(totale));
    return { ...riga, totaleRiga: totale.toNumber() };
  });
  let imponibile = new D(0);
  let imposta = new D(0);
  let esente = new D(0);
  const riepilogo: RiepilogoAliquota[] = [];
  for (const [chiave, base] of [...perAliquota].sort(([a], [b]) => new D(a).comparedTo(new D(b)))) {
    const aliquota = new D(chiave);
    const iva = round2(base.times(aliquota).dividedBy(100));
    imponibile = imponibile.plus(base);
    imposta = imposta.plus(iva);
    if (aliquota.isZero()) esente = esente.plus(base);
    riepilogo.push({ aliquota: aliquota.toNumber(), imponibile: amount(base), imposta: amount(iva) });
  }
  const bollo = esente.abs().greaterThan(SOGLIA_BOLLO) ? IMPORTO_BOLLO : new D(0);
  return {
    righe: calcolate,
    riepilogo,
    totali: {
      totaleImponibileDocumento: amount(imponibile),
      totaleImpostaDocumento: amount(imposta),
      // the stamp is not recharged to the customer: not part of totaleDocumento (see above)
      totaleDocumento: amount(imponibile.plus(imposta)),
      marcaBolloImporto: amount(bollo),
    },
  };
}

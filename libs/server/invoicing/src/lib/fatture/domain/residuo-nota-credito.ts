import Decimal from 'decimal.js';
import { toDecimal } from './calcola-fattura';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const dec = (v: unknown): Decimal => toDecimal(v) ?? new D(0);

/** The sum of some credit notes' totals, exact to the cent. */
export function totaleNoteCredito(note: readonly { totaleDocumento: number | string }[]): number {
  return note.reduce((somma, n) => somma.plus(dec(n.totaleDocumento)), new D(0)).toDecimalPlaces(2).toNumber();
}

/** What is left to credit of an invoice: its total less its credit notes' totals. */
export function residuoDaStornare(totaleFattura: number | string, note: readonly { totaleDocumento: number | string }[]): number {
  return dec(totaleFattura).minus(dec(totaleNoteCredito(note))).toDecimalPlaces(2).toNumber();
}

const IMPORTO = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as unknown as Intl.NumberFormatOptions);

/** An amount as a message reads it: 1.234,56 €. */
export const euro = (valore: number): string => `${IMPORTO.format(valore)} €`;

/** The refusal of a credit note whose total passes what is left to credit, or null. */
export function eccedenzaResiduo(totaleNotaCredito: number, residuo: number): string | null {
  return totaleNotaCredito > residuo ? `Importo da stornare superiore al residuo della fattura (residuo ${euro(residuo)})` : null;
}

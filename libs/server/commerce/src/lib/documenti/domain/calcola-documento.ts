import Decimal from 'decimal.js';
import type { RigaDocumentoCommerciale } from '@registro/contracts';

/**
 * Exact document arithmetic (decimal.js, never JS floats), half-up to 2 decimals:
 * - row amount = quantita × prezzoUnitario, rounded;
 * - importoNetto = sum of the row amounts;
 * - importoIva = Σ over the VAT rates of (that rate's net × rate / 100), each rounded;
 * - importoLordo = importoNetto + importoIva.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** The numeric value of a wire field (a JSON number or a numeric string), or null when it is not a number. */
export function toDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new D(value) : null;
  if (typeof value === 'string' && /^\s*[-+]?(\d+([.,]\d*)?|[.,]\d+)\s*$/.test(value)) return new D(value.trim().replace(',', '.'));
  return null;
}

const round2 = (d: Decimal): Decimal => d.toDecimalPlaces(2, D.ROUND_HALF_UP);

export type TotaliDocumento = { importoNetto: number; importoNettoAggiuntivo: number; importoIva: number; importoLordo: number };

export function calcolaTotali(righe: readonly Pick<RigaDocumentoCommerciale, 'quantita' | 'prezzoUnitario' | 'aliquotaIva'>[]): TotaliDocumento {
  const perAliquota = new Map<string, Decimal>();
  let netto = new D(0);
  for (const r of righe) {
    const importo = round2((toDecimal(r.quantita) ?? new D(0)).times(toDecimal(r.prezzoUnitario) ?? new D(0)));
    netto = netto.plus(importo);
    const aliquota = (toDecimal(r.aliquotaIva) ?? new D(0)).toString();
    perAliquota.set(aliquota, (perAliquota.get(aliquota) ?? new D(0)).plus(importo));
  }
  let iva = new D(0);
  for (const [aliquota, imponibile] of perAliquota) iva = iva.plus(round2(imponibile.times(aliquota).dividedBy(100)));
  return { importoNetto: netto.toNumber(), importoNettoAggiuntivo: 0, importoIva: iva.toNumber(), importoLordo: netto.plus(iva).toNumber() };
}

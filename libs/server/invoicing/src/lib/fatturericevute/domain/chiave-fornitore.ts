import type { SoggettoFatturaRicevuta } from '@registro/contracts';

/** Who issued a received invoice, for the duplicate check: the VAT number, else the fiscal code. */
export const chiaveFornitore = (cedente: Pick<SoggettoFatturaRicevuta, 'partitaIva' | 'codiceFiscale'>): string =>
  cedente.partitaIva ? `IVA:${cedente.partitaIva.toUpperCase()}` : `CF:${cedente.codiceFiscale.toUpperCase()}`;

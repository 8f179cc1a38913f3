import type { DocumentoFattura, StatoSdi } from '@registro/contracts';
import { isDestinatarioPrivato } from '../../fatturapa/domain/fattura-elettronica-builder';

/**
 * Where an invoice stands at the SDI, from its state: null for a private person (the file never
 * goes to the SDI, D.Lgs. 81/2025), DA_INVIARE before the first export or after a reopening,
 * INVIATA once exported with no receipt since, else the state the last receipt recorded.
 */
export function statoSdiDi(documento: Pick<DocumentoFattura, 'partitaIvaSoggetto' | 'esportata' | 'statoSdi'>): StatoSdi | null {
  if (isDestinatarioPrivato(documento)) return null;
  if (documento.statoSdi) return documento.statoSdi;
  return documento.esportata ? 'INVIATA' : 'DA_INVIARE';
}

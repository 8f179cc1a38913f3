import { ConflictError } from '@registro/server-platform/errors';
import type { DocumentoCostruito } from './build-documento';
import type { FatturaState } from './fattura.aggregate';
import type { FatturaEvent } from './fattura.events';

/** The number a save took from the numerator of the document's type, year and structure. */
export interface NumerazioneFattura {
  idNumeratore: number;
  numero: number;
  anno: number;
}

export const TOTALI_ZERO = { totaleImponibileDocumento: 0, totaleImpostaDocumento: 0, totaleDocumento: 0, marcaBolloImporto: 0 };

/** A new invoice: created, its lines added, its totals computed and its number given, in one append. */
export function decideCreateFattura(
  state: FatturaState,
  command: { id: number; documento: DocumentoCostruito; numerazione: NumerazioneFattura },
): FatturaEvent[] {
  if (state) throw new ConflictError(`La fattura ${command.id} esiste già`);
  const { id, documento, numerazione } = command;
  return [
    { type: 'FatturaCreata', data: { id, destinatario: documento.destinatario, datiDocumento: documento.datiDocumento } },
    ...documento.righe.map((riga, i): FatturaEvent => ({ type: 'RigaFatturaAggiunta', data: { posizione: i + 1, riga } })),
    { type: 'TotaliFatturaRicalcolati', data: { totali: documento.totali, prima: TOTALI_ZERO } },
    { type: 'FatturaNumerata', data: { ...numerazione, numeroDocumento: String(numerazione.numero) } },
  ];
}

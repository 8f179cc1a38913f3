import type { DocumentoFattura, RigaDocumento } from '@registro/contracts';
import type { Aggregate, Modifiche } from '@registro/server-event-store';
import { FATTURA_STREAM_TYPE, type FatturaEvent } from './fattura.events';

export const fatturaNonTrovata = (id: number) => `Fattura ${id} non trovata`;

/** An invoice as its stream tells it: the document (without `versione`), or null before FatturaCreata. */
export type FatturaState = DocumentoFattura | null;

const applyChanges = <T extends object>(target: T, changes: Modifiche<T>): T => {
  const next = { ...target } as Record<string, unknown>;
  for (const [campo, m] of Object.entries(changes)) if (m) next[campo] = (m as { dopo: unknown }).dopo;
  return next as T;
};

const withCausale = (doc: DocumentoFattura): DocumentoFattura => ({
  ...doc,
  causaleDocumento: doc.causaleDocumentoDescrizione ? { descrizioneCausale: doc.causaleDocumentoDescrizione } : null,
});

export function evolveFattura(state: FatturaState, event: FatturaEvent): FatturaState {
  if (event.type === 'FatturaCreata') {
    const { id, destinatario, datiDocumento, fatturaCollegata } = event.data;
    return withCausale({
      id,
      numeroDocumento: '',
      ...destinatario,
      ...datiDocumento,
      causaleDocumento: null,
      totaleImponibileDocumento: 0,
      totaleImpostaDocumento: 0,
      totaleDocumento: 0,
      marcaBolloImporto: 0,
      righeDocumento: [],
      ...(fatturaCollegata ? { fatturaCollegata } : {}),
    });
  }
  if (!state) return state;
  switch (event.type) {
    case 'DestinatarioFatturaCambiato':
      return applyChanges(state, event.data.changes as Modifiche<DocumentoFattura>);
    case 'DatiDocumentoFatturaCambiati':
      return withCausale(applyChanges(state, event.data.changes as Modifiche<DocumentoFattura>));
    case 'RigaFatturaAggiunta': {
      const righe = [...state.righeDocumento];
      righe.splice(event.data.posizione - 1, 0, event.data.riga);
      return { ...state, righeDocumento: righe };
    }
    case 'RigaFatturaCambiata':
      return {
        ...state,
        righeDocumento: state.righeDocumento.map((r, i) =>
          i === event.data.posizione - 1 ? applyChanges<RigaDocumento>(r, event.data.changes) : r,
        ),
      };
    case 'RigaFatturaRimossa':
      return { ...state, righeDocumento: state.righeDocumento.filter((_, i) => i !== event.data.posizione - 1) };
    case 'TotaliFatturaRicalcolati':
      return { ...state, ...event.data.totali };
    case 'FatturaNumerata':
      return { ...state, numeroDocumento: event.data.numeroDocumento };
    case 'FatturaElettronicaEsportata':
      return { ...state, esportata: true };
    case 'FatturaRiaperta':
      // the receipts of the file sent before concern that file: the next export starts over
      return { ...state, esportata: false, statoSdi: null };
    case 'StatoSdiRegistrato':
      return { ...state, statoSdi: event.data.stato };
    default:
      return state;
  }
}

/**
 * The invoice aggregate (`fatture-<id>`). Printing and exporting the XML, an SDI receipt and a credit
 * note issued from the invoice are operational facts: in the stream and its history, but an editor who
 * loaded the invoice before them saves without a 409.
 */
export const fatturaAggregate: Aggregate<FatturaState, FatturaEvent> = {
  streamType: FATTURA_STREAM_TYPE,
  initialState: () => null,
  evolve: evolveFattura,
  operationalEvents: ['FatturaStampata', 'FatturaElettronicaEsportata', 'StatoSdiRegistrato', 'NotaCreditoEmessa'],
};

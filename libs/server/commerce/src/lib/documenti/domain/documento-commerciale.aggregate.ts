import type { DocumentoCommerciale } from '@registro/contracts';
import type { Aggregate, RecordedEvent } from '@registro/server-event-store';
import { DOCUMENTO_COMMERCIALE_STREAM_TYPE, type DocumentoCommercialeEvent, type StoreDocumento } from './documento-commerciale.events';

/** A commercial document as its stream tells it (without `versione`), or null before DocumentoCreato. */
export type DocumentoCommercialeState =
  | (DocumentoCommerciale & { store: StoreDocumento; anno: number | null; eliminato: boolean })
  | null;

export function evolveDocumentoCommerciale(
  state: DocumentoCommercialeState,
  event: RecordedEvent<DocumentoCommercialeEvent>,
): DocumentoCommercialeState {
  const quando = new Date(event.recordedAt).toISOString();
  if (event.type === 'DocumentoCreato') {
    const { id, store, documentoOrigine, contenuto } = event.data;
    return {
      id,
      store,
      numero: '',
      anno: null,
      documentoOrigine,
      ...contenuto,
      statoAttuale: 'BOZZA',
      statoAttualeDataOra: quando,
      listaStati: [{ stato: 'BOZZA', statoDataOra: quando }],
      eliminato: false,
    };
  }
  if (!state) return state;
  switch (event.type) {
    case 'DocumentoModificato':
      return { ...state, ...event.data.contenuto };
    case 'DocumentoNumerato':
      return { ...state, numero: String(event.data.numero), anno: event.data.anno };
    case 'DocumentoCompletato':
      return {
        ...state,
        statoAttuale: 'COMPLETA',
        statoAttualeDataOra: quando,
        listaStati: [...(state.listaStati ?? []), { stato: 'COMPLETA', statoDataOra: quando }],
      };
    case 'RigheTrasformate': {
      const righe = new Set(event.data.righe);
      return { ...state, listaRighe: state.listaRighe.map((r, i) => (righe.has(i) ? { ...r, trasformata: true } : r)) };
    }
    case 'DocumentoEliminato':
      return { ...state, eliminato: true };
    default:
      return state;
  }
}

/** The commercial document aggregate (`documenticommerciali-<id>`). */
export const documentoCommercialeAggregate: Aggregate<DocumentoCommercialeState, DocumentoCommercialeEvent> = {
  streamType: DOCUMENTO_COMMERCIALE_STREAM_TYPE,
  initialState: () => null,
  evolve: evolveDocumentoCommerciale,
};

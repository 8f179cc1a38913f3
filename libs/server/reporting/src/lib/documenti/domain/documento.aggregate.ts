import type { Aggregate } from '@registro/server-event-store';
import { ConflictError, NotFoundError } from '@registro/server-platform/errors';
import {
  DOCUMENTO_ANNULLATO,
  DOCUMENTO_FIRMATO,
  DOCUMENTO_INVIATO_FSE,
  DOCUMENTO_PRODOTTO,
  SEZIONE_DOCUMENTI,
  type DocumentoEvent,
  type DocumentoProdottoData,
} from './documento.events';

/** A document as its events leave it: its metadata and the hash of its current PDF. */
export type DocumentoValues = DocumentoProdottoData & {
  firme: number;
  inviatoFse: boolean;
  ultimoFirmatario?: string;
  dataInvioFse?: string;
};

/** `values` is null before DocumentoProdotto. */
export interface DocumentoState {
  values: DocumentoValues | null;
  annullato: boolean;
}

/**
 * The document aggregate on `documentrepository-<id>`: one evolve for the commands and the history
 * ("as it was at"). The sending to the FSE is an operational fact: it does not move the version a
 * command that names the version it saw is checked against.
 */
export const documentoAggregate: Aggregate<DocumentoState, DocumentoEvent> = {
  streamType: SEZIONE_DOCUMENTI,
  operationalEvents: [DOCUMENTO_INVIATO_FSE],
  initialState: () => ({ values: null, annullato: false }),
  evolve(state, e) {
    switch (e.type) {
      case DOCUMENTO_PRODOTTO:
        return { ...state, values: { ...e.data, firme: 0, inviatoFse: false } };
      case DOCUMENTO_FIRMATO:
        if (!state.values) return state;
        return { ...state, values: { ...state.values, sha256: e.data.sha256, size: e.data.size, firme: state.values.firme + 1, ultimoFirmatario: e.data.firmatario } };
      case DOCUMENTO_INVIATO_FSE:
        if (!state.values) return state;
        return { ...state, values: { ...state.values, inviatoFse: true, dataInvioFse: e.data.dataInvio } };
      case DOCUMENTO_ANNULLATO:
        return { ...state, annullato: true };
      default:
        return state;
    }
  },
};

/** The document's current values, or 404 with `message` when it does not exist or is withdrawn. */
export function activeDocumento(state: DocumentoState, message: string): DocumentoValues {
  if (!state.values || state.annullato) throw new NotFoundError(message);
  return state.values;
}

/** DocumentoInviatoFse, once: 404 for an unknown or withdrawn document, 409 when already sent. */
export function sendToFse(state: DocumentoState, dataInvio: Date): DocumentoEvent[] {
  const documento = activeDocumento(state, 'Documento non trovato');
  if (documento.inviatoFse) throw new ConflictError('Documento già inviato al FSE');
  return [{ type: DOCUMENTO_INVIATO_FSE, data: { dataInvio: dataInvio.toISOString() } }];
}

/** DocumentoAnnullato: 404 for an unknown or already withdrawn document. */
export function cancelDocumento(state: DocumentoState, motivo: string): DocumentoEvent[] {
  activeDocumento(state, 'Documento non trovato');
  return [{ type: DOCUMENTO_ANNULLATO, data: { motivo } }];
}

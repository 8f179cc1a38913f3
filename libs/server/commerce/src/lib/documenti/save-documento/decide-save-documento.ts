import { decider } from '@registro/server-platform';
import { BadRequestError, NotFoundError } from '@registro/server-platform/errors';
import type { DocumentoRichiesto } from '../domain/build-documento';
import { documentoCommercialeAggregate, type DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import type { ContenutoDocumento, DocumentoCommercialeEvent, StoreDocumento } from '../domain/documento-commerciale.events';

export const documentoNonTrovato = (id: number) => `Documento ${id} non trovato`;
export const SOLO_BOZZA_MODIFICABILE = 'Il documento è COMPLETA: solo un documento in BOZZA può essere modificato';

/** The number a save must take: the document becomes COMPLETA and has none yet. */
export function richiedeNumero(documento: DocumentoRichiesto, state: DocumentoCommercialeState): boolean {
  return documento.stato === 'COMPLETA' && !state?.numero;
}

export interface SaveDocumento {
  id: number;
  store: StoreDocumento;
  documento: DocumentoRichiesto;
  /** the number taken for this save when richiedeNumero */
  numerazione: { anno: number; numero: number } | null;
  adesso: string;
}

const CAMPI: (keyof ContenutoDocumento)[] = ['tipo', 'dataOra', 'idAnagrafica', 'noteAnagrafica', 'listaRighe', 'importoLordo'];

/** Create (no state) or update (a live BOZZA of the same store): the events of one save. Pure. */
export function decideSaveDocumento(cmd: SaveDocumento, state: DocumentoCommercialeState): DocumentoCommercialeEvent[] {
  const { documento } = cmd;
  const events: DocumentoCommercialeEvent[] = [];
  if (!state) {
    const contenuto: ContenutoDocumento = { ...documento.contenuto, dataOra: documento.contenuto.dataOra ?? cmd.adesso };
    events.push({ type: 'DocumentoCreato', data: { id: cmd.id, store: cmd.store, documentoOrigine: documento.documentoOrigine, contenuto } });
  } else {
    if (state.eliminato || state.store !== cmd.store) throw new NotFoundError(documentoNonTrovato(cmd.id));
    if (state.statoAttuale === 'COMPLETA') throw new BadRequestError(SOLO_BOZZA_MODIFICABILE);
    const contenuto: ContenutoDocumento = { ...documento.contenuto, dataOra: documento.contenuto.dataOra ?? state.dataOra };
    const campi = CAMPI.filter((c) => JSON.stringify(contenuto[c]) !== JSON.stringify(state[c]));
    if (campi.length) events.push({ type: 'DocumentoModificato', data: { contenuto, campi } });
  }
  if (documento.stato === 'COMPLETA') {
    if (cmd.numerazione) events.push({ type: 'DocumentoNumerato', data: { tipo: documento.contenuto.tipo, ...cmd.numerazione } });
    events.push({ type: 'DocumentoCompletato', data: {} });
  }
  return events;
}

/** The commercial document deciding a save: a create, an update, the new document of a transformation. */
export const saveDocumentoDecider = decider(documentoCommercialeAggregate, decideSaveDocumento);

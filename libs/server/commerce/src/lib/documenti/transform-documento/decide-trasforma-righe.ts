import { decider } from '@registro/server-platform';
import { BadRequestError } from '@registro/server-platform/errors';
import { documentoCommercialeAggregate, type DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import type { DocumentoCommercialeEvent, StoreDocumento } from '../domain/documento-commerciale.events';

export const NESSUNA_RIGA = 'Selezionare almeno una riga da trasformare';

export interface TrasformaRighe {
  idOrigine: number;
  /** the store of the save: the source must be in it */
  store: StoreDocumento;
  idDocumento: number;
  /** the target type the body asks for */
  tipo: string;
  /** the follow-on type of the source's type (dizionario_tipi.richiede_fattura) */
  tipoSuccessivo: string | null;
  /** the rows the body's `ordineOrigine.listaRighe` marks `trasformata`: 0-based positions on the source */
  righeMarcate: number[];
  /** how many rows the new document carries */
  righeNuovoDocumento: number;
}

/**
 * A transformation, decided on the source as its stream tells it: it must be COMPLETA, in the
 * save's store, its type must have a follow-on type and the target must be that type. The rows
 * taken are the rows marked in the body that the source has not transformed yet (the client's
 * copy carries the earlier marks too): at least one, and one row of the new document for each;
 * when none is left the marked rows transformed already are named, and a row marked that the
 * source does not have is refused. Pure.
 */
export function decideTrasformaRighe(cmd: TrasformaRighe, origine: DocumentoCommercialeState): DocumentoCommercialeEvent[] {
  if (!origine || origine.eliminato || origine.store !== cmd.store) throw new BadRequestError(`Documento di origine ${cmd.idOrigine} non trovato`);
  if (origine.statoAttuale !== 'COMPLETA') throw new BadRequestError('Solo un documento COMPLETA può essere trasformato');
  if (!cmd.tipoSuccessivo) throw new BadRequestError(`Il tipo documento ${origine.tipo} non prevede un documento successivo`);
  if (cmd.tipo.toLowerCase() !== cmd.tipoSuccessivo.toLowerCase())
    throw new BadRequestError(`Il documento ${origine.tipo} può essere trasformato solo in ${cmd.tipoSuccessivo}`);
  const marcate = [...new Set(cmd.righeMarcate)].sort((a, b) => a - b);
  const inesistenti = marcate.filter((i) => !origine.listaRighe[i]);
  if (inesistenti.length) throw new BadRequestError(inesistenti.map((i) => `La riga ${i + 1} del documento di origine non esiste`));
  const righe = marcate.filter((i) => !origine.listaRighe[i].trasformata);
  // the marks of rows transformed earlier come back with the source: refused only when nothing new is marked
  if (!righe.length) {
    if (!marcate.length) throw new BadRequestError(NESSUNA_RIGA);
    throw new BadRequestError([NESSUNA_RIGA, ...marcate.map((i) => `La riga ${i + 1} del documento di origine è già stata trasformata`)]);
  }
  if (righe.length !== cmd.righeNuovoDocumento)
    throw new BadRequestError(
      `Il nuovo documento ha ${cmd.righeNuovoDocumento} righe ma le righe da trasformare del documento di origine sono ${righe.length}: ricaricare il documento di origine`,
    );
  return [{ type: 'RigheTrasformate', data: { idDocumento: cmd.idDocumento, tipo: cmd.tipo, righe } }];
}

/** The source document deciding a transformation of its rows. */
export const trasformaRigheDecider = decider(documentoCommercialeAggregate, decideTrasformaRighe);

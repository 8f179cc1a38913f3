import { decider } from '@registro/server-platform';
import { BadRequestError } from '@registro/server-platform/errors';
import { documentoCommercialeAggregate, type DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import type { DocumentoCommercialeEvent } from '../domain/documento-commerciale.events';

export interface TrasformaRighe {
  idOrigine: number;
  idDocumento: number;
  /** the target type the body asks for */
  tipo: string;
  /** the follow-on type of the source's type (dizionario_tipi.richiede_fattura) */
  tipoSuccessivo: string | null;
  righe: number[];
}

/**
 * A transformation, decided on the source: it must be COMPLETA, its type must have a follow-on
 * type and the target must be that type; each chosen row exists and is transformed only once. Pure.
 */
export function decideTrasformaRighe(cmd: TrasformaRighe, origine: DocumentoCommercialeState): DocumentoCommercialeEvent[] {
  if (!origine || origine.eliminato) throw new BadRequestError(`Documento di origine ${cmd.idOrigine} non trovato`);
  if (origine.statoAttuale !== 'COMPLETA') throw new BadRequestError('Solo un documento COMPLETA può essere trasformato');
  if (!cmd.tipoSuccessivo) throw new BadRequestError(`Il tipo documento ${origine.tipo} non prevede un documento successivo`);
  if (cmd.tipo.toLowerCase() !== cmd.tipoSuccessivo.toLowerCase())
    throw new BadRequestError(`Il documento ${origine.tipo} può essere trasformato solo in ${cmd.tipoSuccessivo}`);
  if (!cmd.righe.length) throw new BadRequestError('Selezionare almeno una riga da trasformare');
  const errori: string[] = [];
  for (const i of cmd.righe) {
    const r = origine.listaRighe[i];
    if (!r) errori.push(`La riga ${i + 1} del documento di origine non esiste`);
    else if (r.trasformata) errori.push(`La riga ${i + 1} del documento di origine è già stata trasformata`);
  }
  if (errori.length) throw new BadRequestError(errori);
  return [{ type: 'RigheTrasformate', data: { idDocumento: cmd.idDocumento, tipo: cmd.tipo, righe: [...cmd.righe].sort((a, b) => a - b) } }];
}

/** The source document deciding a transformation of its rows. */
export const trasformaRigheDecider = decider(documentoCommercialeAggregate, decideTrasformaRighe);

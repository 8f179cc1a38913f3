import { BadRequestError, NotFoundError } from '@registro/server-platform/errors';
import type { DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import type { DocumentoCommercialeEvent, StoreDocumento } from '../domain/documento-commerciale.events';
import { documentoNonTrovato } from '../save-documento/decide-save-documento';

/**
 * Only a live BOZZA may be deleted; with `store`, only a document of that store (the archive path
 * `documenti/a/{id}` deletes only an archive document: another store's is not found there). Pure.
 */
export function decideDeleteDocumento(cmd: { id: number; store?: StoreDocumento }, state: DocumentoCommercialeState): DocumentoCommercialeEvent[] {
  if (!state || state.eliminato || (cmd.store && state.store !== cmd.store)) throw new NotFoundError(documentoNonTrovato(cmd.id));
  if (state.statoAttuale !== 'BOZZA') throw new BadRequestError('Solo un documento in BOZZA può essere eliminato');
  return [{ type: 'DocumentoEliminato', data: {} }];
}

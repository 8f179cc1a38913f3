import { BadRequestError, NotFoundError } from '@registro/server-platform/errors';
import type { DocumentoCommercialeState } from './documento-commerciale.aggregate';
import type { DocumentoCommercialeEvent } from './documento-commerciale.events';
import { documentoNonTrovato } from './decide-save-documento';

/** Only a live BOZZA may be deleted. */
export function decideDeleteDocumento(state: DocumentoCommercialeState, id: number): DocumentoCommercialeEvent[] {
  if (!state || state.eliminato) throw new NotFoundError(documentoNonTrovato(id));
  if (state.statoAttuale !== 'BOZZA') throw new BadRequestError('Solo un documento in BOZZA può essere eliminato');
  return [{ type: 'DocumentoEliminato', data: {} }];
}

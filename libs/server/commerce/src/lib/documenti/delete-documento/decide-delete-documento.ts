import { BadRequestError, NotFoundError } from '@registro/server-platform/errors';
import type { DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import type { DocumentoCommercialeEvent } from '../domain/documento-commerciale.events';
import { documentoNonTrovato } from '../save-documento/decide-save-documento';

/** Only a live BOZZA may be deleted. Pure. */
export function decideDeleteDocumento(cmd: { id: number }, state: DocumentoCommercialeState): DocumentoCommercialeEvent[] {
  if (!state || state.eliminato) throw new NotFoundError(documentoNonTrovato(cmd.id));
  if (state.statoAttuale !== 'BOZZA') throw new BadRequestError('Solo un documento in BOZZA può essere eliminato');
  return [{ type: 'DocumentoEliminato', data: {} }];
}

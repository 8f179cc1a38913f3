import { ConflictError, ForbiddenError, NotFoundError } from '@registro/server-platform/errors';
import type { OrdineState } from '../domain/ordine.aggregate';
import type { OrdineEvent } from '../domain/ordine.events';
import { ALTRO_CLIENTE, ordineNonTrovato } from '../domain/ordine-errors';

/** Only a CREATO order can be deleted; `soloCliente` (a customer) only their own. Pure. */
export function decideDeleteOrdine(cmd: { id: number; soloCliente: number | null }, state: OrdineState): OrdineEvent[] {
  if (state && cmd.soloCliente !== null && state.idCliente !== cmd.soloCliente) throw new ForbiddenError(ALTRO_CLIENTE);
  if (!state || state.eliminato) throw new NotFoundError(ordineNonTrovato(cmd.id));
  if (state.statoAttuale !== 'CREATO') throw new ConflictError(`L'ordine n. ${state.codice} è ${state.statoAttuale}: solo un ordine CREATO può essere eliminato`);
  return [{ type: 'OrdineEliminato', data: { codice: Number(state.codice), anno: state.anno } }];
}

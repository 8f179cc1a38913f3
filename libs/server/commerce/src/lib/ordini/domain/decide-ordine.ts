import { ConflictError, NotFoundError } from '@registro/server-platform/errors';
import type { OrdineState } from './ordine.aggregate';
import type { OrdineCreatoData, OrdineEvent } from './ordine.events';

export const ordineNonTrovato = (id: number) => `Ordine ${id} non trovato`;

/** A new order, whole, in one event. */
export function decideCreateOrdine(state: OrdineState, data: OrdineCreatoData): OrdineEvent[] {
  if (state) throw new ConflictError(`L'ordine ${data.id} esiste già`);
  return [{ type: 'OrdineCreato', data }];
}

/** CREATO → CONFERMATO; any other status is refused. */
export function decideConfermaOrdine(state: OrdineState, id: number, adesso: Date): OrdineEvent[] {
  if (!state || state.eliminato) throw new NotFoundError(ordineNonTrovato(id));
  if (state.statoAttuale !== 'CREATO') throw new ConflictError(`L'ordine n. ${state.codice} è già ${state.statoAttuale}: solo un ordine CREATO può essere confermato`);
  return [{ type: 'OrdineConfermato', data: { dataOra: adesso.toISOString() } }];
}

/** Only a CREATO order can be deleted. */
export function decideDeleteOrdine(state: OrdineState, id: number): OrdineEvent[] {
  if (!state || state.eliminato) throw new NotFoundError(ordineNonTrovato(id));
  if (state.statoAttuale !== 'CREATO') throw new ConflictError(`L'ordine n. ${state.codice} è ${state.statoAttuale}: solo un ordine CREATO può essere eliminato`);
  return [{ type: 'OrdineEliminato', data: { codice: Number(state.codice), anno: state.anno } }];
}

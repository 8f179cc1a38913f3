import { ConflictError, NotFoundError } from '@registro/server-platform/errors';
import type { OrdineState } from '../domain/ordine.aggregate';
import type { OrdineEvent } from '../domain/ordine.events';
import { ordineNonTrovato } from '../domain/ordine-errors';

/** CREATO → CONFERMATO at `adesso`; any other status is refused. Pure. */
export function decideConfermaOrdine(cmd: { id: number; adesso: Date }, state: OrdineState): OrdineEvent[] {
  if (!state || state.eliminato) throw new NotFoundError(ordineNonTrovato(cmd.id));
  if (state.statoAttuale !== 'CREATO') throw new ConflictError(`L'ordine n. ${state.codice} è già ${state.statoAttuale}: solo un ordine CREATO può essere confermato`);
  return [{ type: 'OrdineConfermato', data: { dataOra: cmd.adesso.toISOString() } }];
}

import { decider } from '@registro/server-platform';
import { ConflictError } from '@registro/server-platform/errors';
import { ordineAggregate, type OrdineState } from '../domain/ordine.aggregate';
import type { OrdineCreatoData, OrdineEvent } from '../domain/ordine.events';

/** A new order, whole, in one event. Pure. */
export function decideCreateOrdine(cmd: OrdineCreatoData, state: OrdineState): OrdineEvent[] {
  if (state) throw new ConflictError(`L'ordine ${cmd.id} esiste già`);
  return [{ type: 'OrdineCreato', data: cmd }];
}

export const createOrdineDecider = decider(ordineAggregate, decideCreateOrdine);

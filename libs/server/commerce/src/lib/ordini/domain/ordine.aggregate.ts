import type { Ordine } from '@registro/contracts';
import type { Aggregate } from '@registro/server-event-store';
import { ORDINE_STREAM_TYPE, type OrdineEvent } from './ordine.events';

/** An order as its stream tells it (the wire shape plus its year and whether it was deleted), or null before OrdineCreato. */
export type OrdineState = (Ordine & { idCliente: number; anno: number; eliminato: boolean }) | null;

export function evolveOrdine(state: OrdineState, event: OrdineEvent): OrdineState {
  if (event.type === 'OrdineCreato') {
    const { id, anno, codice, dataOrdine, cliente, listaRighe, totaleOrdine, dataOra } = event.data;
    const { idCliente, ...recapito } = cliente;
    return {
      id,
      idCliente,
      anno,
      codice: String(codice),
      dataOrdine,
      statoAttuale: 'CREATO',
      statoAttualeDataOra: dataOra,
      ...recapito,
      totaleOrdine,
      listaRighe,
      listaStati: [{ stato: 'CREATO', statoDataOra: dataOra }],
      eliminato: false,
    };
  }
  if (!state) return state;
  switch (event.type) {
    case 'OrdineConfermato':
      return {
        ...state,
        statoAttuale: 'CONFERMATO',
        statoAttualeDataOra: event.data.dataOra,
        listaStati: [...(state.listaStati ?? []), { stato: 'CONFERMATO', statoDataOra: event.data.dataOra }],
      };
    case 'OrdineEliminato':
      return { ...state, eliminato: true };
    default:
      return state;
  }
}

/** The order aggregate (`ordini-<id>`). */
export const ordineAggregate: Aggregate<OrdineState, OrdineEvent> = {
  streamType: ORDINE_STREAM_TYPE,
  initialState: () => null,
  evolve: evolveOrdine,
};

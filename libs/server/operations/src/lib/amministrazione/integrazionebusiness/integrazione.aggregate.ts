import type { Aggregate } from '@registro/server-event-store';
import { NotFoundError } from '@registro/server-platform/errors';
import { RICHIESTA_ELIMINATA, RICHIESTA_REGISTRATA, SEZIONE_INTEGRAZIONE, type IntegrazioneEvent } from './integrazione.events';

/** A request as its stream tells it: whether it exists and whether it was deleted. */
export interface IntegrazioneState {
  registrata: boolean;
  eliminata: boolean;
}

export const integrazioneAggregate: Aggregate<IntegrazioneState, IntegrazioneEvent> = {
  streamType: SEZIONE_INTEGRAZIONE,
  initialState: () => ({ registrata: false, eliminata: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case RICHIESTA_REGISTRATA:
        return { registrata: true, eliminata: false };
      case RICHIESTA_ELIMINATA:
        return { ...state, eliminata: true };
      default:
        return state;
    }
  },
};

/** A change to a request: 404 when it does not exist or was deleted. */
export function changeIntegrazione(state: IntegrazioneState, evento: IntegrazioneEvent): IntegrazioneEvent[] {
  if (!state.registrata || state.eliminata) throw new NotFoundError('Richiesta non trovata');
  return [evento];
}

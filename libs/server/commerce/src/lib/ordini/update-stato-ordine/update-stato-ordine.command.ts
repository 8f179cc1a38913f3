import type { EventMetadata } from '@registro/server-event-store';
import type { AggiornaStatoOrdineDto } from './aggiorna-stato-ordine.dto';

/** POST /api/ordiniordini/aggiornastato {id, statoAttuale: 'CONFERMATO'}: confirms a CREATO order. */
export class UpdateStatoOrdineCommand {
  constructor(
    readonly body: AggiornaStatoOrdineDto,
    readonly metadata: EventMetadata,
  ) {}
}

import type { EventMetadata } from '@registro/server-event-store';

/** POST /api/ordiniordini/aggiornastato {id, statoAttuale: 'CONFERMATO'}: confirms a CREATO order. */
export class UpdateStatoOrdineCommand {
  constructor(
    readonly body: unknown,
    readonly metadata: EventMetadata,
  ) {}
}

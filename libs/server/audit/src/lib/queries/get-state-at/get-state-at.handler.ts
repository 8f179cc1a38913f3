import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StatoRisorsa } from '@registro/contracts';
import { PostgresEventStore } from '@registro/server-event-store';
import { HistoryRegistry } from '../../history-registry';
import { readHistoryEvents } from '../history-events';
import { GetStateAtQuery } from './get-state-at.query';

/**
 * The record rebuilt from the events recorded up to `al`. Before its first event (or for an
 * unknown record) it is versione 0 with no values — the same "empty, not 404" rule as the history.
 */
@QueryHandler(GetStateAtQuery)
export class GetStateAtHandler implements IQueryHandler<GetStateAtQuery, StatoRisorsa> {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly registry: HistoryRegistry,
  ) {}

  async execute({ risorsa, al }: GetStateAtQuery): Promise<StatoRisorsa> {
    // `al` has millisecond precision, recorded_at microseconds: an event shown in the history at
    // 10:00:00.123 (recorded .123456) belongs to the state "at 10:00:00.123", so the whole
    // millisecond counts. JS dates of recorded events are truncated to the millisecond too.
    const upTo = new Date(al.getTime() + 1);
    const events = (await readHistoryEvents(this.store, this.registry, risorsa, { upTo })).filter(
      (e) => new Date(e.recordedAt).getTime() <= al.getTime(),
    );
    const { values, deleted } = this.registry.view(risorsa.sezione, events);
    const etichette = Object.fromEntries(Object.keys(values).map((campo) => [campo, this.registry.fieldLabel(risorsa.sezione, campo)]));
    return { versione: events.length, al: al.toISOString(), eliminato: deleted, valori: values, etichette };
  }
}

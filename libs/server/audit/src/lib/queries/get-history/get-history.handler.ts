import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Lista, ModificaRisorsa } from '@registro/contracts';
import { PostgresEventStore } from '@registro/server-event-store';
import { HistoryRegistry } from '../../history-registry';
import { readHistoryEvents } from '../history-events';
import { GetHistoryQuery } from './get-history.query';

/**
 * One row per event, oldest first, numbered from 1 (the stream version when the record has one
 * stream). A record without events (unknown, or never saved) has an empty history: 200 with an
 * empty list, never 404 — the same rule as GetStateAt (versione 0).
 */
@QueryHandler(GetHistoryQuery)
export class GetHistoryHandler implements IQueryHandler<GetHistoryQuery, Lista<ModificaRisorsa>> {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly registry: HistoryRegistry,
  ) {}

  async execute({ risorsa }: GetHistoryQuery): Promise<Lista<ModificaRisorsa>> {
    const events = await readHistoryEvents(this.store, this.registry, risorsa);
    const list = events.map((e, index) => ({
      versione: index + 1,
      createUser: typeof e.metadata?.userName === 'string' ? e.metadata.userName : '',
      createDate: new Date(e.recordedAt).toISOString(),
      modifiche: this.registry.describe(e),
    }));
    return { list, recordsNumber: list.length };
  }
}

import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@registro/server-event-store';
import { DESCRITTORI_RECORD, evolviRecord } from './record-events';
import { STATO_INIZIALE, type DescriviEvento, type EvolviStato, type StatoRecord } from './history.types';

/**
 * How each context's events read in the modification history and how a record is rebuilt from
 * them. Contexts register at module init; the generic Record* events are built in.
 */
@Injectable()
export class HistoryRegistry {
  private readonly describers = new Map<string, DescriviEvento>(Object.entries(DESCRITTORI_RECORD));
  private readonly reducers = new Map<string, EvolviStato>();

  registerDescriber(eventType: string, describe: DescriviEvento): void {
    this.describers.set(eventType, describe);
  }

  /** The reducer for a stream type; streams without one are rebuilt as generic records. */
  registerReducer(streamType: string, evolve: EvolviStato): void {
    this.reducers.set(streamType, evolve);
  }

  describe(event: RecordedEvent): string {
    const describe = this.describers.get(event.type);
    return describe ? describe(event) : event.type;
  }

  reduce(streamType: string, events: RecordedEvent[]): StatoRecord {
    const evolve = this.reducers.get(streamType) ?? evolviRecord;
    return events.reduce(evolve, STATO_INIZIALE);
  }
}

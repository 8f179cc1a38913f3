import { Injectable } from '@nestjs/common';
import { fieldLabelOf } from '@registro/server-platform';
import {
  type AnyEvent,
  type RecordedEvent,
  type RecordEvent,
  foldEvents,
  recordAggregate,
  streamIdOf,
} from '@registro/server-event-store';
import { eventSentence } from './domain/event-sentences';
import type { DescribeEvent, EventDescribers, HistorySource, RecordView } from './domain/history.types';
import { fieldWords } from '@registro/contracts';
import { recordDescribers } from './domain/record-events';
import { maskSecrets } from './domain/secret-fields';

type AnySource = HistorySource<unknown, AnyEvent>;

/** Streams without an aggregate of their own are generic records (RecordCreated/Updated/Deleted/Restored). */
const genericSource = (streamType: string): AnySource =>
  ({
    aggregate: recordAggregate(streamType),
    view: (state: { values: Record<string, unknown> | null; deleted: boolean }) => ({ values: maskSecrets(state.values ?? {}), deleted: state.deleted }),
  }) as unknown as AnySource;

/**
 * How each context's events read in the modification history and how a record is rebuilt from
 * them. Contexts register their describers and aggregates at module init.
 */
@Injectable()
export class HistoryRegistry {
  private readonly describers = new Map<string, DescribeEvent>();
  private readonly sources = new Map<string, AnySource>();
  private readonly readers = new Map<string, readonly string[]>();

  constructor() {
    this.registerDescribers<RecordEvent>(recordDescribers(fieldLabelOf));
  }

  registerDescribers<E extends AnyEvent>(describers: EventDescribers<E>): void {
    for (const [type, describe] of Object.entries(describers)) if (describe) this.describers.set(type, describe as DescribeEvent);
  }

  registerAggregate<State, E extends AnyEvent>(source: HistorySource<State, E>): void {
    this.sources.set(source.aggregate.streamType, source as unknown as AnySource);
  }

  /**
   * The permission sections whose `visualizza` opens the history of a stream type, when it is not
   * the section of the same name (invoices `fatture` → `fatturazione`; numerators → both screens).
   */
  registerReaders(streamType: string, sezioni: readonly string[]): void {
    this.readers.set(streamType, sezioni);
  }

  readersOf(streamType: string): readonly string[] {
    return this.readers.get(streamType) ?? [streamType];
  }

  /** @deprecated transitional: use registerDescribers (removed once every context is on it) */
  registerDescriber(eventType: string, describe: DescribeEvent): void {
    this.describers.set(eventType, describe);
  }

  /** @deprecated transitional: use registerAggregate (removed once every context is on it) */
  registerReducer(
    streamType: string,
    evolve: (state: { valori: Record<string, unknown>; eliminato: boolean }, event: RecordedEvent) => { valori: Record<string, unknown>; eliminato: boolean },
  ): void {
    this.registerAggregate({
      aggregate: { streamType, initialState: () => ({ valori: {}, eliminato: false }), evolve },
      view: (s) => ({ values: s.valori, deleted: s.eliminato }),
    });
  }

  /** A field as the screen names it: the record resource's label, else as words ("Codice Iva"). */
  fieldLabel(sezione: string, campo: string): string {
    return fieldLabelOf(sezione, campo) ?? fieldWords(campo);
  }

  describe(event: RecordedEvent): string {
    const describe = this.describers.get(event.type);
    return describe ? describe(event) : eventSentence(event.type).frase;
  }

  /** The record's own stream first, then the related ones. */
  streamsOf(sezione: string, idRisorsa: string): string[] {
    const source = this.sourceOf(sezione);
    return [streamIdOf(source.aggregate, idRisorsa), ...(source.relatedStreams?.(idRisorsa) ?? [])];
  }

  /** The record rebuilt from its events (of every stream of its history, in recording order). */
  view(sezione: string, events: readonly RecordedEvent[]): RecordView {
    const source = this.sourceOf(sezione);
    return source.view(foldEvents(source.aggregate, events as RecordedEvent<AnyEvent>[]));
  }

  private sourceOf(streamType: string): AnySource {
    return this.sources.get(streamType) ?? genericSource(streamType);
  }
}

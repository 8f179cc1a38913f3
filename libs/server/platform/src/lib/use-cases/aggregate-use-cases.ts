import { Injectable } from '@nestjs/common';
import {
  ConcurrencyError,
  PostgresEventStore,
  sawLastEdit,
  streamIdOf,
  type AnyEvent,
  type EventMetadata,
  type ExpectedVersion,
  type Transaction,
} from '@registro/server-event-store';
import { UnitOfWork } from '../database/unit-of-work';
import { IdempotentCreation } from '../idempotency/idempotent-creation';
import { decidedEvents, type Decider } from './decider';
import type { AggregateUseCase, UseCaseInput } from './use-case';

/** Which stream a command goes to, and the version the caller saw. */
export interface StreamTarget {
  /** the aggregate's id: the stream is `<streamType>-<id>` */
  id: number;
  /**
   * the version the request says it saw (`versione`), 0 for a new stream, 'any'; none: the version
   * read. An editing event after it is a 409; the aggregate's operational facts after it are not.
   */
  expectedVersion?: ExpectedVersion;
}

/** The stream as read in the transaction, for the loaders. */
export interface LoadedStream<State> {
  id: number;
  state: State;
  streamExists: boolean;
  currentVersion: number;
  /** the version of the last editing event (operational facts after it do not count) */
  editVersion: number;
}

/** The two steps a use case gives: where, and what the decision needs (both inside the transaction). */
export interface AggregateSteps<State, Command> {
  /**
   * The stream: the path's id, or a new id (`nextval`, after the idempotency check: a repeated
   * create never takes one).
   */
  stream: (tx: Transaction) => StreamTarget | Promise<StreamTarget>;
  /**
   * Everything `decide` needs, loaded once, after the stream was read: lookups, the gap-free
   * number, what the state points to. Throw here for what must be refused before the version is
   * checked (404 for a stream that does not exist, 400 for a body the domain builder refuses).
   */
  load: (tx: Transaction, stream: LoadedStream<State>) => Command | Promise<Command>;
}

/**
 * Runs an aggregate use case in one transaction: the idempotency check when declared, the stream
 * read once, the inputs loaded, the expected version checked, the use case's `decide` called once
 * (synchronous, pure) and its events appended with `PostgresEventStore.handleCommand` (optimistic
 * on the version read, with the inline projections). Answers the aggregate's id.
 */
@Injectable()
export class AggregateUseCases {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly idempotency: IdempotentCreation,
  ) {}

  run<State, Command, E extends AnyEvent, B, Q, P extends string>(
    useCase: AggregateUseCase<B, Q, P, State, Command, E>,
    input: UseCaseInput<B, Q, P>,
    steps: AggregateSteps<State, Command>,
  ): Promise<number> {
    // the version the caller loaded (input.versione) is expected on the path's stream unless `stream()` says otherwise
    const pathId = (input as { id?: number }).id;
    const withLoadedVersion: AggregateSteps<State, Command> = {
      ...steps,
      stream: async (tx) => {
        const target = await steps.stream(tx);
        return target.expectedVersion === undefined && input.versione !== undefined && target.id === pathId ? { ...target, expectedVersion: input.versione } : target;
      },
    };
    return this.uow.run((tx) => {
      const change = () => this.change(tx, useCase.decider, input.metadata, withLoadedVersion);
      if (!useCase.idempotency) return change();
      return this.idempotency.create(
        tx,
        // a path's id is part of what is asked (POST documenti/:id/notacredito): the same key for another id is another request
        { key: input.idempotencyKey, userId: input.metadata.userId, resource: useCase.idempotency.resource, body: pathId === undefined ? input.body : { id: pathId, body: input.body } },
        change,
      );
    });
  }

  /**
   * One more stream decided inside a running use case's transaction, called from its `load`: for
   * the request that changes two aggregates (a transformation marks the source's rows, then its
   * own decision creates the new document). The same steps as `run` without the idempotency: the
   * stream read, its inputs loaded, the version checked, `decide` called once and its events
   * appended at the version read. Answers the stream's id.
   */
  decideIn<State, Command, E extends AnyEvent>(
    tx: Transaction,
    decider: Decider<State, Command, E>,
    metadata: EventMetadata,
    steps: AggregateSteps<State, Command>,
  ): Promise<number> {
    return this.change(tx, decider, metadata, steps);
  }

  private async change<State, Command, E extends AnyEvent>(
    tx: Transaction,
    decider: Decider<State, Command, E>,
    metadata: EventMetadata,
    steps: AggregateSteps<State, Command>,
  ): Promise<number> {
    const { id, expectedVersion } = await steps.stream(tx);
    const streamId = streamIdOf(decider, id);
    await this.store.handleCommand<State, E, Command>(
      tx,
      streamId,
      decider,
      (state, { currentVersion, editVersion, inputs: command }) => {
        if (expectedVersion !== undefined && expectedVersion !== 'any' && !sawLastEdit(expectedVersion, { currentVersion, editVersion }))
          throw new ConcurrencyError(streamId, expectedVersion);
        return decidedEvents(decider.decide(command, state));
      },
      {
        metadata,
        expectedVersion: expectedVersion === 'any' ? 'any' : undefined,
        // the command's inputs (lookups, the gap-free number) are read in the transaction, after the stream
        load: async (state, { streamExists, currentVersion, editVersion }) => steps.load(tx, { id, state, streamExists, currentVersion, editVersion }),
      },
    );
    return id;
  }
}

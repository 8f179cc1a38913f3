import { Injectable } from '@nestjs/common';
import {
  type EventMetadata,
  type ExpectedVersion,
  type Modifiche,
  type RecordEvent,
  type Transaction,
  PostgresEventStore,
  diffCampi,
  hasChanges,
  pipelinedWritesSettled,
  recordAggregate,
  streamIdOf,
} from '@registro/server-event-store';
import { UnitOfWork } from '../database/unit-of-work';
import { isUniqueViolation } from '../database/unique-violation';
import { ConflictError, NotFoundError } from '../errors/http-errors';
import { loadedVersionOf } from './loaded-version';
import type { RecordResource } from './record-resource';

export interface RecordWriteOptions {
  /** the version the editor loaded; a later save by someone else is 409 */
  expectedVersion?: ExpectedVersion;
  /** write inside this transaction instead of one of its own */
  tx?: Transaction;
}

export interface RecordCreateOptions {
  /** a given id instead of the next of the sequence */
  id?: number;
  tx?: Transaction;
}

/**
 * Create, update, delete and restore of master data with the generic record events, each in one
 * transaction with the read model's inline projection: 404 for an unknown or deleted record, 409
 * for a concurrent edit (ConcurrencyError) or a duplicate refused by a unique index.
 */
@Injectable()
export class RecordWriter {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async create<V extends object>(resource: RecordResource, values: V, metadata: EventMetadata, options: RecordCreateOptions = {}): Promise<number> {
    return this.write(resource, options.tx, async (tx) => {
      const id = options.id ?? (await nextId(tx, resource.idSequence));
      const created: RecordEvent<V> = { type: 'RecordCreated', data: { values } };
      await this.store.handleCommand(tx, streamOf(resource, id), recordAggregate<V>(resource.sezione), () => created, { metadata, expectedVersion: 0 });
      return id;
    });
  }

  /**
   * Records the fields that changed (none: nothing is appended); returns them. Expects
   * `options.expectedVersion`, else the version the editor loaded when the record kit's `PUT /:id`
   * got one (`withLoadedVersion`), else the version read.
   */
  async update<V extends object>(
    resource: RecordResource,
    id: number,
    values: Partial<V>,
    metadata: EventMetadata,
    options: RecordWriteOptions = {},
  ): Promise<Modifiche<V>> {
    let changes: Modifiche<V> = {};
    await this.write(resource, options.tx, (tx) =>
      this.store.handleCommand(
        tx,
        streamOf(resource, id),
        recordAggregate<V>(resource.sezione),
        (state): RecordEvent<V>[] => {
          if (!state.values || state.deleted) throw new NotFoundError(resource.notFound);
          changes = diffCampi(state.values, values);
          return hasChanges(changes) ? [{ type: 'RecordUpdated', data: { changes } }] : [];
        },
        { metadata, expectedVersion: options.expectedVersion ?? loadedVersionOf(id) },
      ),
    );
    return changes;
  }

  async delete(resource: RecordResource, id: number, metadata: EventMetadata, options: RecordWriteOptions = {}): Promise<void> {
    await this.write(resource, options.tx, (tx) =>
      this.store.handleCommand(
        tx,
        streamOf(resource, id),
        recordAggregate(resource.sezione),
        (state): RecordEvent[] => {
          if (!state.values || state.deleted) throw new NotFoundError(resource.notFound);
          return [{ type: 'RecordDeleted', data: {} }];
        },
        { metadata, expectedVersion: options.expectedVersion },
      ),
    );
  }

  /** Brings a deleted record back; a record that is not deleted stays as it is. */
  async restore(resource: RecordResource, id: number, metadata: EventMetadata, options: RecordWriteOptions = {}): Promise<void> {
    await this.write(resource, options.tx, (tx) =>
      this.store.handleCommand(
        tx,
        streamOf(resource, id),
        recordAggregate(resource.sezione),
        (state): RecordEvent[] => {
          if (!state.values) throw new NotFoundError(resource.notFound);
          return state.deleted ? [{ type: 'RecordRestored', data: {} }] : [];
        },
        { metadata, expectedVersion: options.expectedVersion },
      ),
    );
  }

  /** The record's values as its events leave them (404 when unknown or deleted) and its version. */
  async current<V extends object>(resource: RecordResource, id: number, tx?: Transaction): Promise<{ values: V; version: number }> {
    const { state, currentVersion } = await this.store.aggregateStream(tx, streamOf(resource, id), recordAggregate<V>(resource.sezione));
    if (!state.values || state.deleted) throw new NotFoundError(resource.notFound);
    return { values: state.values, version: currentVersion };
  }

  private async write<T>(resource: RecordResource, tx: Transaction | undefined, work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      if (!tx) return await this.uow.run(work);
      const result = await work(tx);
      await pipelinedWritesSettled(tx); // the projection's, in the caller's transaction: a duplicate is still this 409
      return result;
    } catch (error) {
      if (resource.duplicate && isUniqueViolation(error, resource.duplicateConstraint)) throw new ConflictError(resource.duplicate);
      throw error;
    }
  }
}

const streamOf = (resource: RecordResource, id: number) => streamIdOf(resource.sezione, id);

async function nextId(tx: Transaction, sequence: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(`SELECT nextval($1::regclass)::int AS id`, [sequence]);
  return rows[0].id;
}

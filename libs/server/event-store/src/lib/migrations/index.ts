import type { MigrationInterface } from 'typeorm';
import { EventStore1763700000000 } from './1763700000000-event-store';
import { EventStoreNotifyOnce1763710000000 } from './1763710000000-event-store-notify-once';

/** TypeORM migrations of the event store, in order. */
export const eventStoreMigrations: (new () => MigrationInterface)[] = [
  EventStore1763700000000,
  EventStoreNotifyOnce1763710000000,
];

import type { MigrationInterface } from 'typeorm';

/** TypeORM migrations of the event store, in order. */
export const eventStoreMigrations: (new () => MigrationInterface)[] = [];

import type { MigrationInterface } from 'typeorm';

/** TypeORM migrations of the identity read models, in order. */
export const identityMigrations: (new () => MigrationInterface)[] = [];

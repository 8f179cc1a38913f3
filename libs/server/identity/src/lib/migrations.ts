import type { MigrationInterface } from 'typeorm';
import { Identity1763800000000 } from './migrations/identity-1763800000000';

/** TypeORM migrations of the identity read models, in order. */
export const identityMigrations: (new () => MigrationInterface)[] = [Identity1763800000000];

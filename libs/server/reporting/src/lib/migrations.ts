import type { MigrationInterface } from 'typeorm';
import { documentiMigrations } from './documenti/migrations';
import { printserverMigrations } from './printserver/migrations';
import { printMigrations } from './print/migrations';

/**
 * The reporting context's migrations (timestamps 1764700000000–1764799999999); each area lists
 * its own: printserver/ 17647100…, documenti/ 17647200…, stampa/ 17647300….
 */
export const reportingMigrations: (new () => MigrationInterface)[] = [
  ...printserverMigrations,
  ...documentiMigrations,
  ...printMigrations,
];

import type { MigrationInterface } from 'typeorm';
import { documentiMigrations } from './documenti/migrations';
import { ArchivioFile1764700000000 } from './migrations/archivio-file-1764700000000';
import { printserverMigrations } from './printserver/migrations';
import { printMigrations } from './print/migrations';

/**
 * The reporting context's migrations (timestamps 1764700000000–1764799999999); each area lists
 * its own: printserver/ 17647100…, documenti/ 17647200…, stampa/ 17647300….
 */
export const reportingMigrations: (new () => MigrationInterface)[] = [
  ArchivioFile1764700000000,
  ...printserverMigrations,
  ...documentiMigrations,
  ...printMigrations,
];

import type { MigrationInterface } from 'typeorm';
import { ArchivioFile1764700000000 } from '../files/migrations/archivio-file-1764700000000';
import { RichiesteIdempotenti1765100000000 } from './migrations/richieste-idempotenti-1765100000000';

/**
 * The platform's own tables (the parameters' tables are listed by operations' `moduliMigrations`);
 * the file archive's keeps the timestamp it had in reporting, where it was created.
 */
export const platformMigrations: (new () => MigrationInterface)[] = [
  ArchivioFile1764700000000,
  RichiesteIdempotenti1765100000000,
];

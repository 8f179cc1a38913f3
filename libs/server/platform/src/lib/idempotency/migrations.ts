import type { MigrationInterface } from 'typeorm';
import { RichiesteIdempotenti1765100000000 } from './migrations/richieste-idempotenti-1765100000000';

/** The platform's own tables (the parameters' tables are listed by operations' `moduliMigrations`). */
export const platformMigrations: (new () => MigrationInterface)[] = [
  RichiesteIdempotenti1765100000000,
];

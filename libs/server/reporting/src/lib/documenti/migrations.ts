import type { MigrationInterface } from 'typeorm';
import { Documenti1764720000001 } from './migrations/documenti-1764720000001';
import { DocumentiAnagrafica1764720000002 } from './migrations/documenti-anagrafica-1764720000002';

export const documentiMigrations: (new () => MigrationInterface)[] = [Documenti1764720000001, DocumentiAnagrafica1764720000002];

import type { MigrationInterface } from 'typeorm';
import { Documenti1764720000001 } from './migrations/documenti-1764720000001';
import { DocumentiAnagrafica1764720000002 } from './migrations/documenti-anagrafica-1764720000002';
import { DocumentiDaFirmare1764720000003 } from './migrations/documenti-da-firmare-1764720000003';

export const documentiMigrations: (new () => MigrationInterface)[] = [Documenti1764720000001, DocumentiAnagrafica1764720000002, DocumentiDaFirmare1764720000003];

import type { MigrationInterface } from 'typeorm';
import { Documenti1764720000001 } from './migrations/documenti-1764720000001';

export const documentiMigrations: (new () => MigrationInterface)[] = [Documenti1764720000001];

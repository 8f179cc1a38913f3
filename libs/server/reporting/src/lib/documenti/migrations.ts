import type { MigrationInterface } from 'typeorm';

export const documentiMigrations: (new () => MigrationInterface)[] = [];

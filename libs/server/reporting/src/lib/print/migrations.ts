import type { MigrationInterface } from 'typeorm';

export const printMigrations: (new () => MigrationInterface)[] = [];

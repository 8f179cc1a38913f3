import type { MigrationInterface } from 'typeorm';

export const printserverMigrations: (new () => MigrationInterface)[] = [];

import type { MigrationInterface } from 'typeorm';

export const stampaMigrations: (new () => MigrationInterface)[] = [];

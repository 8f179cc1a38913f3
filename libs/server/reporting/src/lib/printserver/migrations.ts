import type { MigrationInterface } from 'typeorm';
import { PrintServer1764710000001 } from './migrations/printserver-1764710000001';

export const printserverMigrations: (new () => MigrationInterface)[] = [PrintServer1764710000001];

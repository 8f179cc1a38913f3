import type { MigrationInterface } from 'typeorm';
import { Dashboards1765000000100 } from './dashboards/migrations/dashboards-1765000000100';
import { DataSources1765000000000 } from './datasources/migrations/datasources-1765000000000';

/** The analytics context's migrations (timestamps 1765000000000–1765099999999), in order. */
export const analyticsMigrations: (new () => MigrationInterface)[] = [DataSources1765000000000, Dashboards1765000000100];

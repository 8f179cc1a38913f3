import { eventStoreMigrations } from '@registro/server-event-store';
import { identityMigrations } from '@registro/server-identity';
import { platformMigrations } from '@registro/server-platform';
import { operationsMigrations } from '@registro/server-operations';
import { reportingMigrations } from '@registro/server-reporting';
import { invoicingMigrations } from '@registro/server-invoicing';
import { commerceMigrations } from '@registro/server-commerce';
import { analyticsMigrations } from '@registro/server-analytics';

/** Every context's migrations; TypeORM orders them by the timestamp in their class names. */
export const allMigrations = [...eventStoreMigrations, ...platformMigrations, ...identityMigrations, ...operationsMigrations, ...reportingMigrations, ...invoicingMigrations, ...commerceMigrations, ...analyticsMigrations];

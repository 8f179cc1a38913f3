import { Logs1764200000000 } from './migrations/logs-1764200000000';

/** The operations context's migrations (logs read model). */
export const operationsMigrations = [Logs1764200000000];

// Secondary entry point `@registro/server-operations/bench`: what `npm run bench:logs` measures
// (the two logs migrations, the list's SQL and its handler). Only benchmarks/ imports it.
export { Logs1764200000000 } from './lib/migrations/logs-1764200000000';
export { LogsIndici1764600000000 } from './lib/migrations/logs-indici-1764600000000';
export { ListLogsHandler } from './lib/queries/list-logs/list-logs.handler';
export { condizioniLog, conteggioLog, logPage } from './lib/queries/list-logs/list-logs.sql';

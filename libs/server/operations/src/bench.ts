// Secondary entry point `@registro/server-operations/bench`: what `npm run bench:logs` measures
// (the two logs migrations and the declared list the kit reads). Only benchmarks/ imports it.
export { Logs1764200000000 } from './lib/migrations/logs-1764200000000';
export { LogsIndici1764600000000 } from './lib/migrations/logs-indici-1764600000000';
export { listLogs } from './lib/list-logs/list-logs';
export { ListLogsFilters, type LogFilters } from './lib/list-logs/list-logs.dto';
export { logsListSql, logsTotalSql } from './lib/list-logs/logs-list-sql';

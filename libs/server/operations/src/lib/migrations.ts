import { amministrazioneMigrations } from './amministrazione/migrations';
import { Logs1764200000000 } from './migrations/logs-1764200000000';
import { LogsFrasi1765300000200 } from './migrations/logs-frasi-1765300000200';
import { LogsIndici1764600000000 } from './migrations/logs-indici-1764600000000';
import { LogsDistinti1765300000800 } from './migrations/logs-distinti-1765300000800';
import { LogsIpParole1765300000900 } from './migrations/logs-ip-parole-1765300000900';
import { LogsUtenteFiltri1765400000000 } from './migrations/logs-utente-filtri-1765400000000';
import { moduliMigrations } from './moduli/migrations';
import { tasksMigrations } from './tasks/migrations';

/** The operations context's migrations; each area lists its own (timestamps keep them ordered). */
export const operationsMigrations = [
  Logs1764200000000,
  ...tasksMigrations,
  ...moduliMigrations,
  ...amministrazioneMigrations,
  LogsIndici1764600000000,
  LogsFrasi1765300000200,
  LogsDistinti1765300000800,
  LogsIpParole1765300000900,
  LogsUtenteFiltri1765400000000,
];

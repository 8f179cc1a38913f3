import { Controller } from '@nestjs/common';
import { nomeSezione, type VoceLog } from '@registro/contracts';
import { OPERAZIONE_IN_ITALIANO, type OperazioneLog } from '@registro/server-audit';
import { ListEndpoint, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { ListLogsFilters } from './list-logs.dto';
import { logsListSql, logsTotalSql } from './logs-list-sql';

/** The columns of the Log page. */
export const LOGS_EXCEL: ExcelSheet<VoceLog> = {
  fileName: 'Log_',
  columns: [
    column('Data Ora', 'dataOra', 'datetime'),
    column('Stato', 'stato'),
    { header: 'Sezione', value: (v) => nomeSezione(v.sezione), type: 'text' },
    { header: 'Operazione', value: (v) => OPERAZIONE_IN_ITALIANO[v.operation as OperazioneLog] ?? v.operation, type: 'text' },
    column('Descrizione', 'descrizioneEvento'),
    column('Username', 'username'),
    column('IP', 'ip'),
    column('User Agent', 'userAgent'),
    column('Id Risorsa', 'idRisorsa'),
  ],
};

/** GET /api/logs (50 per page, newest first) and POST /api/logs/excel, with the logs' filters. */
export const listLogs = listUseCase<ListLogsFilters, VoceLog>({
  permission: ['logs', 'visualizza'],
  filters: ListLogsFilters,
  forPage: 50,
  sql: logsListSql,
  total: logsTotalSql,
  excel: LOGS_EXCEL,
});

@Controller('logs')
export class ListLogsEndpoint extends ListEndpoint(listLogs) {}

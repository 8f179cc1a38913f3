import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, column, queryRows, type ExcelSheet } from '@registro/server-platform';
import type { LogFilters } from './list-logs.query';
import { tuttiLog } from './list-logs.sql';

/** A row of `logs` as the database gives it. */
export interface RigaLogDb {
  data_ora: Date;
  stato: string;
  sezione: string;
  operation: string;
  descrizione_evento: string;
  username: string | null;
  ip: string | null;
  user_agent: string | null;
  id_risorsa: string | null;
}

/** The columns of the Log page. */
export const LOGS_EXCEL: ExcelSheet<RigaLogDb> = {
  fileName: 'Log_',
  columns: [
    column('Data Ora', 'data_ora', 'datetime'),
    column('Stato', 'stato'),
    column('Sezione', 'sezione'),
    column('Operazione', 'operation'),
    column('Descrizione', 'descrizione_evento'),
    column('Username', 'username'),
    column('IP', 'ip'),
    column('User Agent', 'user_agent'),
    column('Id Risorsa', 'id_risorsa'),
  ],
};

/** The rows of the logs' Excel download. */
@Injectable()
export class LogRows {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Every log row the filters select, through a cursor. */
  all(filtri: LogFilters): AsyncIterable<RigaLogDb> {
    const { text, values } = tuttiLog(filtri);
    return queryRows<RigaLogDb>(this.pool, text, values);
  }
}

import { Query } from '@nestjs/cqrs';
import type { Lista } from '@registro/contracts';
import type { ListLogsDto } from './list-logs.dto';

/** One row of GET /api/logs. */
export interface RigaLog {
  id: number;
  dataOra: string;
  stato: string;
  sezione: string;
  descrizioneEvento: string;
  operation: string;
  username: string | null;
  idGruppo: number | null;
  ip: string | null;
  userAgent: string | null;
  idRisorsa: string | null;
}

export type FiltriLog = Omit<ListLogsDto, 'page' | 'forPage'>;

export class ListLogsQuery extends Query<Lista<RigaLog>> {
  constructor(
    readonly filtri: FiltriLog,
    readonly pagina: { forPage: number; offset: number },
  ) {
    super();
  }
}

import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Lista, VoceLog } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { ListLogsQuery } from './list-logs.query';
import { conteggioLog, logPage } from './list-logs.sql';

interface Riga {
  id: string;
  data_ora: Date;
  stato: VoceLog['stato'];
  sezione: string;
  descrizione_evento: string;
  operation: string;
  username: string | null;
  id_gruppo: number | null;
  ip: string | null;
  user_agent: string | null;
  id_risorsa: string | null;
}

@QueryHandler(ListLogsQuery)
export class ListLogsHandler implements IQueryHandler<ListLogsQuery, Lista<VoceLog>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filtri, pagina }: ListLogsQuery): Promise<Lista<VoceLog>> {
    const conteggio = conteggioLog(filtri);
    const totale = async () => (await this.pool.query<{ n: number }>(conteggio)).rows[0].n;
    const righe = async (istruzione: ReturnType<typeof logPage>) => {
      const { rows } = await this.pool.query<Riga>(istruzione);
      return istruzione.rovesciata ? rows.reverse() : rows;
    };
    let recordsNumber: number;
    let lista: Riga[];
    if (conteggio.immediato) {
      // the total first: a page past the middle is read from the other end
      recordsNumber = await totale();
      lista = await righe(logPage(filtri, pagina, recordsNumber));
    } else {
      [lista, recordsNumber] = await Promise.all([righe(logPage(filtri, pagina)), totale()]);
    }
    return {
      list: lista.map((r) => ({
        id: Number(r.id),
        dataOra: r.data_ora.toISOString(),
        stato: r.stato,
        sezione: r.sezione,
        descrizioneEvento: r.descrizione_evento,
        operation: r.operation,
        username: r.username,
        idGruppo: r.id_gruppo,
        ip: r.ip,
        userAgent: r.user_agent,
        idRisorsa: r.id_risorsa,
      })),
      recordsNumber,
    };
  }
}

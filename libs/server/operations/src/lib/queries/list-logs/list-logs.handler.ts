import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Lista, VoceLog } from '@registro/contracts';
import { contiene, PG_POOL } from '@registro/server-platform';
import { ListLogsQuery } from './list-logs.query';

const FILTRO = `
  FROM logs
 WHERE ($1::timestamptz IS NULL OR data_ora >= $1)
   AND ($2::timestamptz IS NULL OR data_ora <= $2)
   AND ($3::text IS NULL OR sezione ILIKE $3)
   AND ($4::text IS NULL OR username ILIKE $4)
   AND ($5::text IS NULL OR descrizione_evento ILIKE $5 OR operation ILIKE $5)
   AND ($6::text IS NULL OR ip ILIKE $6)
   AND ($7::text IS NULL OR user_agent ILIKE $7)
   AND ($8::text IS NULL OR stato = $8)
   AND ($9::text IS NULL OR id_risorsa ILIKE $9)`;

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
    const params = [
      filtri.dataDal ?? null,
      filtri.dataAl ?? null,
      contiene(filtri.sezione),
      contiene(filtri.username),
      contiene(filtri.descrizioneEvento),
      contiene(filtri.ip),
      contiene(filtri.userAgent),
      filtri.stato ?? null,
      contiene(filtri.idRisorsa),
    ];
    const verso = filtri.orderDirection === 'ASC' ? 'ASC' : 'DESC';
    const [righe, totale] = await Promise.all([
      this.pool.query<Riga>(
        `SELECT * ${FILTRO} ORDER BY data_ora ${verso}, id ${verso} LIMIT $10 OFFSET $11`,
        [...params, pagina.forPage, pagina.offset],
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n ${FILTRO}`, params),
    ]);
    return {
      list: righe.rows.map((r) => ({
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
      recordsNumber: totale.rows[0].n,
    };
  }
}

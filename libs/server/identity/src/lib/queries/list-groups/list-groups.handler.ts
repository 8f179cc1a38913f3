import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Gruppo, Lista } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { containsPattern } from '@registro/server-platform';
import { ListGroupsQuery } from './list-groups.query';

const FILTRO = `FROM gruppi WHERE ($1::text IS NULL OR nome ILIKE $1) AND ($2::text IS NULL OR descrizione ILIKE $2)`;

@QueryHandler(ListGroupsQuery)
export class ListGroupsHandler implements IQueryHandler<ListGroupsQuery, Lista<Gruppo>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filtri, pagina }: ListGroupsQuery): Promise<Lista<Gruppo>> {
    const params = [containsPattern(filtri.nome), containsPattern(filtri.descrizione)];
    const [righe, totale] = await Promise.all([
      this.pool.query(`SELECT id, nome, descrizione ${FILTRO} ORDER BY lower(nome), id LIMIT $3 OFFSET $4`, [
        ...params,
        pagina.forPage,
        pagina.offset,
      ]),
      this.pool.query(`SELECT count(*)::int AS n ${FILTRO}`, params),
    ]);
    return { list: righe.rows, recordsNumber: totale.rows[0].n };
  }
}

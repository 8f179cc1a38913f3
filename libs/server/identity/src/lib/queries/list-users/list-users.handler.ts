import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Lista, UtenteLista } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { containsPattern } from '@registro/server-platform';
import { COLONNE_UTENTE, utenteLista, type RigaUtente } from '../user-row';
import { ListUsersQuery } from './list-users.query';

const FILTRO = `
  FROM utenti u JOIN gruppi g ON g.id = u.gruppo_id
 WHERE ($1::text IS NULL OR u.username ILIKE $1)
   AND ($2::text IS NULL OR u.lastname ILIKE $2)
   AND ($3::text IS NULL OR u.firstname ILIKE $3)
   AND ($4::text IS NULL OR lower(g.nome) = lower($4) OR g.id::text = $4)`;

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, Lista<UtenteLista>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filtri, pagina }: ListUsersQuery): Promise<Lista<UtenteLista>> {
    const params = [
      containsPattern(filtri.username),
      containsPattern(filtri.lastname),
      containsPattern(filtri.firstname),
      filtri.profilo?.trim() || null,
    ];
    const [righe, totale] = await Promise.all([
      this.pool.query<RigaUtente>(
        `SELECT ${COLONNE_UTENTE} ${FILTRO}
         ORDER BY lower(u.lastname), lower(u.firstname), u.id LIMIT $5 OFFSET $6`,
        [...params, pagina.forPage, pagina.offset],
      ),
      this.pool.query(`SELECT count(*)::int AS n ${FILTRO}`, params),
    ]);
    return { list: righe.rows.map(utenteLista), recordsNumber: totale.rows[0].n };
  }
}

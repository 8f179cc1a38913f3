import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Ordine } from '@registro/contracts';
import { ForbiddenError, NotFoundError, PG_POOL } from '@registro/server-platform';
import { ALTRO_CLIENTE, ordineNonTrovato } from '../domain/ordine-errors';
import { ORDINE_ELENCO_SELECT } from '../list-ordini/ordini-list-sql';
import { GetOrdineQuery } from './get-ordine.query';

@QueryHandler(GetOrdineQuery)
export class GetOrdineHandler implements IQueryHandler<GetOrdineQuery, Ordine> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ id, soloCliente }: GetOrdineQuery): Promise<Ordine> {
    const { rows } = await this.pool.query<Ordine & { idCliente: number }>(
      `SELECT ${ORDINE_ELENCO_SELECT}, versione, comune, indirizzo, civico, cap, lista_righe AS "listaRighe", lista_stati AS "listaStati"
         FROM ordini WHERE id = $1`,
      [id],
    );
    const ordine = rows[0];
    if (!ordine) throw new NotFoundError(ordineNonTrovato(id));
    if (soloCliente !== null && ordine.idCliente !== soloCliente) throw new ForbiddenError(ALTRO_CLIENTE);
    return ordine;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Ordine } from '@registro/contracts';
import { ForbiddenError, NotFoundError, PG_POOL } from '@registro/server-platform';
import type { Pool } from 'pg';
import { ALTRO_CLIENTE, ordineNonTrovato } from '../domain/ordine-errors';
import { ORDINE_ELENCO_SELECT } from '../list-ordini/ordini-list-sql';

/** An order with its rows and status history (its read model); `soloCliente` refuses another customer's order. */
@Injectable()
export class OrdineReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async get(id: number, soloCliente: number | null): Promise<Ordine> {
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

import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Lista, OrdineElenco } from '@registro/contracts';
import { PG_POOL, pagedRows } from '@registro/server-platform';
import { ListOrdiniQuery } from './list-ordini.query';
import { ordiniListSql } from './ordini-list-sql';

@QueryHandler(ListOrdiniQuery)
export class ListOrdiniHandler implements IQueryHandler<ListOrdiniQuery, Lista<OrdineElenco>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ filtri, soloCliente, page }: ListOrdiniQuery): Promise<Lista<OrdineElenco>> {
    return pagedRows<OrdineElenco>(this.pool, ordiniListSql(filtri, soloCliente), page);
  }
}

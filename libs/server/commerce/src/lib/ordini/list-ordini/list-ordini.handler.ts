import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Lista, OrdineElenco } from '@registro/contracts';
import { PG_POOL, allRows, pagedRows } from '@registro/server-platform';
import { ExportOrdiniQuery, ListOrdiniQuery } from './list-ordini.query';
import { ordiniListSql } from './ordini-list-sql';

@QueryHandler(ListOrdiniQuery)
export class ListOrdiniHandler implements IQueryHandler<ListOrdiniQuery, Lista<OrdineElenco>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ filtri, soloCliente, page }: ListOrdiniQuery): Promise<Lista<OrdineElenco>> {
    return pagedRows<OrdineElenco>(this.pool, ordiniListSql(filtri, soloCliente), page);
  }
}

@QueryHandler(ExportOrdiniQuery)
export class ExportOrdiniHandler implements IQueryHandler<ExportOrdiniQuery, AsyncIterable<OrdineElenco>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filtri, soloCliente }: ExportOrdiniQuery): Promise<AsyncIterable<OrdineElenco>> {
    return allRows<OrdineElenco>(this.pool, ordiniListSql(filtri, soloCliente));
  }
}

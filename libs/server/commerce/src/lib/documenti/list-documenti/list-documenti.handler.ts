import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Lista } from '@registro/contracts';
import { PG_POOL, allRows, pagedRows } from '@registro/server-platform';
import type { Pool } from 'pg';
import { documentiListSql, type DocumentoElenco } from './documenti-list-sql';
import { ExportDocumentiQuery, ListDocumentiQuery } from './list-documenti.query';

@QueryHandler(ListDocumentiQuery)
export class ListDocumentiHandler implements IQueryHandler<ListDocumentiQuery, Lista<DocumentoElenco>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ store, filtri, page }: ListDocumentiQuery): Promise<Lista<DocumentoElenco>> {
    return pagedRows<DocumentoElenco>(this.pool, documentiListSql(store, filtri), page);
  }
}

@QueryHandler(ExportDocumentiQuery)
export class ExportDocumentiHandler implements IQueryHandler<ExportDocumentiQuery, AsyncIterable<DocumentoElenco>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ store, filtri }: ExportDocumentiQuery): Promise<AsyncIterable<DocumentoElenco>> {
    return allRows<DocumentoElenco>(this.pool, documentiListSql(store, filtri));
  }
}

import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { DocumentoFatturaElenco, Lista } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { fattureCountSql, fattureListSql } from './fatture-list-sql';
import { ListFattureQuery } from './list-fatture.query';

@QueryHandler(ListFattureQuery)
export class ListFattureHandler implements IQueryHandler<ListFattureQuery, Lista<DocumentoFatturaElenco>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filtri, page }: ListFattureQuery): Promise<Lista<DocumentoFatturaElenco>> {
    const sql = fattureListSql(filtri);
    const n = sql.params.length;
    const [rows, total] = await Promise.all([
      this.pool.query<DocumentoFatturaElenco>(`SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...sql.params,
        page.forPage,
        page.offset,
      ]),
      this.pool.query<{ n: number }>(fattureCountSql(filtri, sql)),
    ]);
    return { list: rows.rows, recordsNumber: total.rows[0].n };
  }
}

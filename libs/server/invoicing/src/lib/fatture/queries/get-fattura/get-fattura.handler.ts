import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { DocumentoFattura } from '@registro/contracts';
import { NotFoundError, PG_POOL } from '@registro/server-platform';
import { fatturaNonTrovata } from '../../domain/decide-update-fattura';
import { GetFatturaQuery } from './get-fattura.query';

@QueryHandler(GetFatturaQuery)
export class GetFatturaHandler implements IQueryHandler<GetFatturaQuery, DocumentoFattura> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ id }: GetFatturaQuery): Promise<DocumentoFattura> {
    const { rows } = await this.pool.query<{ documento: DocumentoFattura; versione: number }>('SELECT documento, versione FROM fatture WHERE id = $1', [id]);
    if (!rows[0]) throw new NotFoundError(fatturaNonTrovata(id));
    return { ...rows[0].documento, versione: rows[0].versione };
  }
}

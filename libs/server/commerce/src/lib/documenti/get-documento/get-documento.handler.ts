import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DocumentoCommerciale } from '@registro/contracts';
import { NotFoundError, PG_POOL } from '@registro/server-platform';
import type { Pool } from 'pg';
import { documentoNonTrovato } from '../save-documento/decide-save-documento';
import type { DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import { GetDocumentoQuery } from './get-documento.query';

@QueryHandler(GetDocumentoQuery)
export class GetDocumentoHandler implements IQueryHandler<GetDocumentoQuery, DocumentoCommerciale> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ id, store }: GetDocumentoQuery): Promise<DocumentoCommerciale> {
    const { rows } = await this.pool.query<{ documento: NonNullable<DocumentoCommercialeState>; versione: number }>(
      'SELECT documento, versione FROM documenti_commerciali WHERE id = $1 AND store = $2',
      [id, store],
    );
    if (!rows[0]) throw new NotFoundError(documentoNonTrovato(id));
    const { eliminato: _eliminato, anno: _anno, ...documento } = rows[0].documento;
    return { ...documento, versione: rows[0].versione };
  }
}

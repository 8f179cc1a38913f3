import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { DocumentoFattura } from '@registro/contracts';
import { NotFoundError, PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { fatturaNonTrovata } from '../domain/fattura.aggregate';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';

/** GET /api/documenti/:id: the document with its lines and `versione`. */
export const getFattura = queryUseCase({
  name: 'GetFattura',
  method: 'GET',
  path: ':id',
  permission: [SEZIONE_FATTURAZIONE, 'visualizza'],
});

@Controller('documenti')
export class GetFatturaEndpoint extends UseCaseEndpoint(getFattura) {}

@QueryHandler(getFattura.message)
export class GetFatturaHandler implements IQueryHandler<MessageOf<typeof getFattura>, DocumentoFattura> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ input: { id } }: MessageOf<typeof getFattura>): Promise<DocumentoFattura> {
    const { rows } = await this.pool.query<{ documento: DocumentoFattura; versione: number }>('SELECT documento, versione FROM fatture WHERE id = $1', [id]);
    if (!rows[0]) throw new NotFoundError(fatturaNonTrovata(id));
    return { ...rows[0].documento, versione: rows[0].versione };
  }
}

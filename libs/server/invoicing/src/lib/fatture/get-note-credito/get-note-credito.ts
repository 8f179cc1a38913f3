import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { NoteCreditoFattura } from '@registro/contracts';
import { NotFoundError, PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { fatturaNonTrovata } from '../domain/fattura.aggregate';
import { residuoDaStornare, totaleNoteCredito } from '../domain/residuo-nota-credito';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { NoteCreditoReader } from './note-credito-reader';

/** GET /api/documenti/:id/notecredito: the invoice's credit notes (number, date, total), their total and what is left to credit. */
export const getNoteCredito = queryUseCase({
  name: 'GetNoteCredito',
  method: 'GET',
  path: ':id/notecredito',
  permission: [SEZIONE_FATTURAZIONE, 'visualizza'],
});

@Controller('documenti')
export class GetNoteCreditoEndpoint extends UseCaseEndpoint(getNoteCredito) {}

@QueryHandler(getNoteCredito.message)
export class GetNoteCreditoHandler implements IQueryHandler<MessageOf<typeof getNoteCredito>, NoteCreditoFattura> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly reader: NoteCreditoReader,
  ) {}

  async execute({ input: { id } }: MessageOf<typeof getNoteCredito>): Promise<NoteCreditoFattura> {
    const { rows } = await this.pool.query<{ totale_documento: string }>('SELECT totale_documento FROM fatture WHERE id = $1', [id]);
    if (!rows[0]) throw new NotFoundError(fatturaNonTrovata(id));
    const noteCredito = await this.reader.elenco(id);
    return {
      noteCredito,
      totale: totaleNoteCredito(noteCredito),
      residuo: residuoDaStornare(rows[0].totale_documento, noteCredito),
    };
  }
}

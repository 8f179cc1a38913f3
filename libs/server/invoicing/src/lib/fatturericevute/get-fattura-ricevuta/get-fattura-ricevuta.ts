import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { SEZIONE, type FatturaRicevuta } from '@registro/contracts';
import { NotFoundError, PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { fatturaRicevutaNonTrovata } from '../domain/fattura-ricevuta.aggregate';
import type { DocumentoFatturaRicevuta } from '../projections/fatture-ricevute.projection';

/** GET /api/fatturericevute/:id: one received document whole (lines, VAT summaries, payments, attachments, warnings, signer). */
export const getFatturaRicevuta = queryUseCase({
  name: 'GetFatturaRicevuta',
  method: 'GET',
  path: ':id',
  permission: [SEZIONE.fatturericevute, 'visualizza'],
});

@Controller('fatturericevute')
export class GetFatturaRicevutaEndpoint extends UseCaseEndpoint(getFatturaRicevuta) {}

@QueryHandler(getFatturaRicevuta.message)
export class GetFatturaRicevutaHandler implements IQueryHandler<MessageOf<typeof getFatturaRicevuta>, FatturaRicevuta> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ input: { id } }: MessageOf<typeof getFatturaRicevuta>): Promise<FatturaRicevuta> {
    const { rows } = await this.pool.query<{ documento: DocumentoFatturaRicevuta; versione: number; importata_il: Date }>(
      'SELECT documento, versione, importata_il FROM fatture_ricevute WHERE id = $1',
      [id],
    );
    const r = rows[0];
    if (!r) throw new NotFoundError(fatturaRicevutaNonTrovata(id));
    return { id, ...r.documento, versione: r.versione, importataIl: r.importata_il.toISOString() };
  }
}

import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { SEZIONE, type ContatoriDocumenti } from '@registro/contracts';
import { romeDay } from '@registro/server-kernel';
import { BadRequestError, PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { CountDocumentiQueryDto } from './count-documenti.dto';

/**
 * GET /api/wincareold/contatori?dataDal=&dataAl= (timestamps or days; each defaults to today): the
 * Riepilogo Documenti cards, the active documents whose Data Refertazione falls in the days
 * dataDal..dataAl (inclusive, days in Europe/Rome): prodotto all of them, inviatoFse those sent to the FSE.
 */
export const countDocumenti = queryUseCase({
  name: 'CountDocumenti',
  method: 'GET',
  path: 'contatori',
  permission: [SEZIONE.documentrepository, 'visualizza'],
  query: CountDocumentiQueryDto,
});

@Controller('wincareold')
export class CountDocumentiEndpoint extends UseCaseEndpoint(countDocumenti) {}

@QueryHandler(countDocumenti.message)
export class CountDocumentiHandler implements IQueryHandler<MessageOf<typeof countDocumenti>, ContatoriDocumenti> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ input: { query } }: MessageOf<typeof countDocumenti>): Promise<ContatoriDocumenti> {
    const adesso = new Date();
    const dal = romeDay(query.dataDal ?? adesso);
    const al = romeDay(query.dataAl ?? adesso);
    if (dal > al) throw new BadRequestError('La Data Refertazione Dal non può essere successiva alla Data Refertazione Al');
    const { rows } = await this.pool.query<ContatoriDocumenti>(
      `SELECT count(*)::int AS prodotto, count(*) FILTER (WHERE inviato_fse_il IS NOT NULL)::int AS "inviatoFse"
         FROM documenti_repository WHERE NOT annullato AND giorno_refertazione BETWEEN $1::date AND $2::date`,
      [dal, al],
    );
    return rows[0];
  }
}

import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ScrivaniaFatture } from '@registro/contracts';
import { PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import type { Pool } from 'pg';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { DA_ESPORTARE } from '../list-fatture/fatture-list-sql';

/**
 * GET /api/documenti/scrivania: what waits on Home for a user who may see the invoices: those to a
 * partita IVA not exported as XML yet (the list with daEsportare=true), counted on the partial
 * index that holds only them.
 */
export const getScrivaniaFatture = queryUseCase({ name: 'GetScrivaniaFatture', method: 'GET', path: 'scrivania', permission: [SEZIONE_FATTURAZIONE, 'visualizza'] });

@Controller('documenti')
export class GetScrivaniaFattureEndpoint extends UseCaseEndpoint(getScrivaniaFatture) {}

@QueryHandler(getScrivaniaFatture.message)
export class GetScrivaniaFattureHandler implements IQueryHandler<MessageOf<typeof getScrivaniaFatture>, ScrivaniaFatture> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<ScrivaniaFatture> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM fatture WHERE ${DA_ESPORTARE}`);
    return { fattureDaEsportare: rows[0]?.n ?? 0 };
  }
}

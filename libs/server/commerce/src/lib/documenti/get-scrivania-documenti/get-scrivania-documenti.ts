import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ScrivaniaDocumenti } from '@registro/contracts';
import { PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import type { Pool } from 'pg';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';

/**
 * GET /api/paperclean/scrivania: what waits on Home for a user who may see the commercial
 * documents: the drafts (BOZZA) of the principal store. Each context answers its own counters and
 * the web composes them (CONTRIBUTING Boundaries); the count reads the partial index of drafts.
 */
export const getScrivaniaDocumenti = queryUseCase({ name: 'GetScrivaniaDocumenti', method: 'GET', path: 'scrivania', permission: [SEZIONE_DOCUMENTI, 'visualizza'] });

@Controller('paperclean')
export class GetScrivaniaDocumentiEndpoint extends UseCaseEndpoint(getScrivaniaDocumenti) {}

@QueryHandler(getScrivaniaDocumenti.message)
export class GetScrivaniaDocumentiHandler implements IQueryHandler<MessageOf<typeof getScrivaniaDocumenti>, ScrivaniaDocumenti> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<ScrivaniaDocumenti> {
    const { rows } = await this.pool.query<{ bozze: number }>(
      `SELECT count(*)::int AS bozze FROM documenti_commerciali WHERE store = 'P' AND stato_attuale = 'BOZZA'`,
    );
    return { documentiInBozza: rows[0]?.bozze ?? 0 };
  }
}

import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SEZIONE, type ScrivaniaArchivio } from '@registro/contracts';
import { PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import type { Pool } from 'pg';

/**
 * GET /api/documentrepository/scrivania: what waits on Home for a user who may see the archive:
 * the active documents not signed yet (the list /documentrepository?firmato=false). Each context
 * answers its own counters and the web composes them (CONTRIBUTING Boundaries); the count reads
 * the partial index of unsigned documents.
 */
export const getScrivaniaArchivio = queryUseCase({ name: 'GetScrivaniaArchivio', method: 'GET', path: 'scrivania', permission: [SEZIONE.documentrepository, 'visualizza'] });

@Controller('documentrepository')
export class GetScrivaniaArchivioEndpoint extends UseCaseEndpoint(getScrivaniaArchivio) {}

@QueryHandler(getScrivaniaArchivio.message)
export class GetScrivaniaArchivioHandler implements IQueryHandler<MessageOf<typeof getScrivaniaArchivio>, ScrivaniaArchivio> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<ScrivaniaArchivio> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM documenti_repository WHERE firme = 0 AND NOT annullato`);
    return { documentiDaFirmare: rows[0]?.n ?? 0 };
  }
}

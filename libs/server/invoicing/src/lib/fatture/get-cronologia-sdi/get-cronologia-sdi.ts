import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { CronologiaSdi } from '@registro/contracts';
import { PostgresEventStore, type RecordedEvent } from '@registro/server-event-store';
import { NotFoundError, PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { fatturaNonTrovata } from '../domain/fattura.aggregate';
import { fatturaStreamId, type FatturaEvent } from '../domain/fattura.events';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { cronologiaSdi } from './cronologia-sdi';

/** GET /api/documenti/:id/sdi: the invoice's exports, reopenings and SDI receipts in order, and its state at the SDI. */
export const getCronologiaSdi = queryUseCase({
  name: 'GetCronologiaSdi',
  method: 'GET',
  path: ':id/sdi',
  permission: [SEZIONE_FATTURAZIONE, 'visualizza'],
});

@Controller('documenti')
export class GetCronologiaSdiEndpoint extends UseCaseEndpoint(getCronologiaSdi) {}

@QueryHandler(getCronologiaSdi.message)
export class GetCronologiaSdiHandler implements IQueryHandler<MessageOf<typeof getCronologiaSdi>, CronologiaSdi> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ input: { id } }: MessageOf<typeof getCronologiaSdi>): Promise<CronologiaSdi> {
    const { rows } = await this.pool.query('SELECT 1 FROM fatture WHERE id = $1', [id]);
    if (!rows[0]) throw new NotFoundError(fatturaNonTrovata(id));
    return cronologiaSdi((await this.store.readStream(fatturaStreamId(id))) as RecordedEvent<FatturaEvent>[]);
  }
}

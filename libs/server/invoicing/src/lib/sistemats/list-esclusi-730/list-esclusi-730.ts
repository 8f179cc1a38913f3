import { Controller } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Fattura730Esclusa } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { SEZIONE_FATTURAZIONE } from '../../fatture/history/fatture-history';
import { Export730QueryDto } from '../http/sistemats.dto';
import type { Export730Query, File730 } from '../queries/export-730/export-730.query';
import { export730QueryFrom } from '../queries/export-730/periodo-730';

/**
 * GET /api/sistemats/730/esclusi, with the 730 export's query: how many invoices the file holds and
 * which it leaves out and why, for the page to say so before it saves the file.
 */
export const listEsclusi730 = queryUseCase({
  name: 'ListEsclusi730',
  method: 'GET',
  path: '730/esclusi',
  permission: [SEZIONE_FATTURAZIONE, 'visualizza'],
  query: Export730QueryDto,
});

@Controller('sistemats')
export class ListEsclusi730Endpoint extends UseCaseEndpoint(listEsclusi730) {}

@QueryHandler(listEsclusi730.message)
export class ListEsclusi730Handler implements IQueryHandler<MessageOf<typeof listEsclusi730>, { incluse: number; esclusi: Fattura730Esclusa[] }> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ input: { query } }: MessageOf<typeof listEsclusi730>): Promise<{ incluse: number; esclusi: Fattura730Esclusa[] }> {
    const { incluse, esclusi } = await this.queries.execute<Export730Query, File730>(export730QueryFrom(query));
    return { incluse, esclusi };
  }
}

import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Ordine } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { LETTORI_ORDINI, soloClienteDi } from '../ordini-scope';
import { OrdineReader } from './ordine.reader';

/** GET /api/ordiniordini/:id: the order with its rows and status history; a customer only their own. */
export const getOrdine = queryUseCase({ name: 'GetOrdine', method: 'GET', path: ':id', permission: [SEZIONE_ORDINI, LETTORI_ORDINI] });

@Controller('ordiniordini')
export class GetOrdineEndpoint extends UseCaseEndpoint(getOrdine) {}

@QueryHandler(getOrdine.message)
export class GetOrdineHandler implements IQueryHandler<MessageOf<typeof getOrdine>, Ordine> {
  constructor(private readonly reader: OrdineReader) {}

  execute({ input }: MessageOf<typeof getOrdine>): Promise<Ordine> {
    return this.reader.get(input.id, input.user ? soloClienteDi(input.user) : null);
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Ordine } from '@registro/contracts';
import { CurrentUser, IdPipe, RequiresPermission, ok, type AuthenticatedUser } from '@registro/server-platform';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { LETTORI_ORDINI, soloClienteDi } from '../ordini-scope';
import { GetOrdineQuery } from './get-ordine.query';

/** GET /api/ordiniordini/:id: the order with its rows and status history; a customer only their own. */
@Controller('ordiniordini')
export class GetOrdineController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @RequiresPermission(SEZIONE_ORDINI, LETTORI_ORDINI)
  async dettaglio(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.execute<GetOrdineQuery, Ordine>(new GetOrdineQuery(id, soloClienteDi(user))));
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import { RequiresPermission, ok } from '@registro/server-platform';
import { NuovoOrdineDto } from '../create-ordine/nuovo-ordine.dto';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { LETTORI_ORDINI } from '../ordini-scope';
import { CalculateOrdineQuery } from './calculate-ordine.query';

/** POST /api/ordiniordini/elabora: the rows priced from the catalogue and the total; nothing is stored. */
@Controller('ordiniordini')
export class CalculateOrdineController {
  constructor(private readonly queries: QueryBus) {}

  @Post('elabora')
  @HttpCode(200)
  @ApiBody({ type: NuovoOrdineDto })
  @RequiresPermission(SEZIONE_ORDINI, LETTORI_ORDINI)
  async elabora(@Body() body: NuovoOrdineDto) {
    return ok(await this.queries.execute(new CalculateOrdineQuery(body)));
  }
}

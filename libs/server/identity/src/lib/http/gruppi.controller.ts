import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MENU_COMPLETO, appiattisciMenu } from '@registro/contracts';
import { IdPipe, RequiresPermission, ok } from '@registro/server-platform';
import { GetGroupQuery } from '../queries/get-group/get-group.query';

/** The whole menu catalogue, flat, nothing selected: the group editor switches entries on. */
const CATALOGO_MENU = appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: false }));

@Controller()
export class GruppiController {
  constructor(private readonly queries: QueryBus) {}

  @Get('vocimenu')
  @RequiresPermission('gruppi', 'visualizza')
  vociMenu() {
    return ok(CATALOGO_MENU);
  }

  @Get('gruppi/:id')
  @RequiresPermission('gruppi', 'visualizza')
  async detail(@Param('id', IdPipe) id: number) {
    return ok(await this.queries.execute(new GetGroupQuery(id)));
  }
}

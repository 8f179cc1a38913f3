import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MENU_COMPLETO, appiattisciMenu } from '@registro/contracts';
import { RequiresPermission, lista, ok, paging } from '@registro/server-platform';
import { GetGroupQuery } from '../queries/get-group/get-group.query';
import { ListGroupsDto } from '../queries/list-groups/list-groups.dto';
import { ListGroupsQuery } from '../queries/list-groups/list-groups.query';
import { idNumerico } from './id-param';

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

  @Get('gruppi')
  @RequiresPermission('gruppi', 'visualizza')
  async list(@Query() q: ListGroupsDto) {
    const { list, recordsNumber } = await this.queries.execute(
      new ListGroupsQuery({ nome: q.nome, descrizione: q.descrizione }, paging(q)),
    );
    return lista(list, recordsNumber);
  }

  @Get('gruppi/:id')
  @RequiresPermission('gruppi', 'visualizza')
  async detail(@Param('id') id: string) {
    return ok(await this.queries.execute(new GetGroupQuery(idNumerico(id))));
  }
}

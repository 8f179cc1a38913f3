import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { MENU_COMPLETO, appiattisciMenu, type Gruppo } from '@registro/contracts';
import { IdPipe, RequiresPermission, column, lista, ok, paging, sendExcel, type ExcelSheet } from '@registro/server-platform';
import { ExportGroupsQuery } from '../queries/export-groups/export-groups.query';
import { GetGroupQuery } from '../queries/get-group/get-group.query';
import { ListGroupsDto } from '../queries/list-groups/list-groups.dto';
import { ListGroupsQuery } from '../queries/list-groups/list-groups.query';

/** The whole menu catalogue, flat, nothing selected: the group editor switches entries on. */
const CATALOGO_MENU = appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: false }));

/** The group list's Excel download: the columns of the list screen (Nome, Descrizione). */
export const GRUPPI_EXCEL: ExcelSheet<Gruppo> = {
  fileName: 'Gruppi_',
  columns: [column('Nome', 'nome'), column('Descrizione', 'descrizione')],
};

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

  /** Every group matching the list's filters (not only the page on screen) as .xlsx. */
  @Post('gruppi/excel')
  @HttpCode(200)
  @RequiresPermission('gruppi', 'visualizza')
  async excel(@Query() q: ListGroupsDto, @Res() res: Response) {
    await sendExcel(res, GRUPPI_EXCEL, await this.queries.execute(new ExportGroupsQuery({ nome: q.nome, descrizione: q.descrizione })));
  }

  @Get('gruppi/:id')
  @RequiresPermission('gruppi', 'visualizza')
  async detail(@Param('id', IdPipe) id: number) {
    return ok(await this.queries.execute(new GetGroupQuery(id)));
  }
}

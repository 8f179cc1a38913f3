import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FiltriOrdini, Lista, OrdineElenco } from '@registro/contracts';
import { CurrentUser, RequiresPermission, lista, paging, sendExcel, type AuthenticatedUser } from '@registro/server-platform';
import type { Response } from 'express';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { LETTORI_ORDINI, soloClienteDi } from '../ordini-scope';
import { ListOrdiniDto } from './list-ordini.dto';
import { ExportOrdiniQuery, ListOrdiniQuery } from './list-ordini.query';
import { ORDINI_EXCEL } from './ordini-list-sql';

/** Spec 3 §9: 50 orders per page. */
const PER_PAGINA = 50;

/** The filters as the list reads them: a customer id that is not a positive integer is no filter. */
function filtriDa(query: ListOrdiniDto): FiltriOrdini {
  const idCliente = Number(query.idCliente?.trim() || undefined);
  return {
    codice: query.codice,
    idCliente: Number.isInteger(idCliente) && idCliente > 0 ? idCliente : undefined,
    dataDal: query.dataDal,
    dataAl: query.dataAl,
  };
}

/** The orders (GET /api/ordiniordini) and their Excel download with the same filters (POST …/excel): staff read all, a customer their own. */
@Controller('ordiniordini')
export class ListOrdiniController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission(SEZIONE_ORDINI, LETTORI_ORDINI)
  async elenco(@Query() query: ListOrdiniDto, @CurrentUser() user: AuthenticatedUser) {
    const { list, recordsNumber } = await this.queries.execute<ListOrdiniQuery, Lista<OrdineElenco>>(
      new ListOrdiniQuery(filtriDa(query), soloClienteDi(user), paging({ page: query.page, forPage: query.forPage ?? PER_PAGINA })),
    );
    return lista(list, recordsNumber);
  }

  @Post('excel')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_ORDINI, LETTORI_ORDINI)
  async excel(@Query() query: ListOrdiniDto, @CurrentUser() user: AuthenticatedUser, @Res() res: Response) {
    await sendExcel(res, ORDINI_EXCEL, await this.queries.execute<ExportOrdiniQuery, AsyncIterable<OrdineElenco>>(new ExportOrdiniQuery(filtriDa(query), soloClienteDi(user))));
  }
}

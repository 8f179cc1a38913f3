import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ArticoloOrdine, Lista } from '@registro/contracts';
import { RequiresPermission, lista, paging } from '@registro/server-platform';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { ListArticoliOrdineDto } from './list-articoli-ordine.dto';
import { ListArticoliOrdineQuery } from './list-articoli-ordine.query';

/** The orders' article catalogue (spec 3 §7 ordiniarticoli): anyone with a permission on `ordini` reads it, 10 per page. */
@Controller('ordiniarticoli')
export class ListArticoliOrdineController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission(SEZIONE_ORDINI, ['visualizza', 'modifica', 'elimina', 'approva'])
  async elenco(@Query() query: ListArticoliOrdineDto) {
    const { list, recordsNumber } = await this.queries.execute<ListArticoliOrdineQuery, Lista<ArticoloOrdine>>(
      new ListArticoliOrdineQuery({ codice: query.codice, descrizione: query.descrizione }, paging({ page: query.page, forPage: query.forPage ?? 10 })),
    );
    return lista(list, recordsNumber);
  }
}

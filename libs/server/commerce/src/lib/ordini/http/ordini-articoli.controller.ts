import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ArticoloOrdine, Lista } from '@registro/contracts';
import { RequiresPermission, lista, paging } from '@registro/server-platform';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { ListArticoliOrdineQuery } from '../queries/list-articoli-ordine/list-articoli-ordine.query';

const testo = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);

/** The orders' article catalogue (spec 3 §7 ordiniarticoli): anyone with a permission on `ordini` reads it. */
@Controller('ordiniarticoli')
export class OrdiniArticoliController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission(SEZIONE_ORDINI, ['visualizza', 'modifica', 'elimina', 'approva'])
  async elenco(@Query() query: Record<string, unknown>) {
    const { list, recordsNumber } = await this.queries.execute<ListArticoliOrdineQuery, Lista<ArticoloOrdine>>(
      new ListArticoliOrdineQuery({ codice: testo(query['codice']), descrizione: testo(query['descrizione']) }, paging({ page: query['page'], forPage: query['forPage'] ?? 10 })),
    );
    return lista(list, recordsNumber);
  }
}

import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Lista } from '@registro/contracts';
import { RequiresPermission, column, lista, paging, sendExcel, type ExcelSheet } from '@registro/server-platform';
import type { Athlete } from '../queries/list-athletes/demo-athletes';
import { ListAthletesDto } from '../queries/list-athletes/list-athletes.dto';
import { ListAthletesQuery, type AthleteFilters } from '../queries/list-athletes/list-athletes.query';

/** The demo list's Excel download: the columns of /testlist. */
export const ATHLETES_EXCEL: ExcelSheet<Athlete> = {
  fileName: 'Atleti_',
  columns: [
    column('Cognome', 'cognome'),
    column('Nome', 'nome'),
    column('Data di Nascita', 'dataNascita', 'date'),
    column('Sport', 'sport'),
    column('Società', 'societa'),
    column('Città', 'citta'),
  ],
};

const filtersOf = (q: ListAthletesDto): AthleteFilters => ({ nome: q.nome, cognome: q.cognome, sport: q.sport, citta: q.citta });

/** The demo athletes of /testlist. */
@Controller('test/atleti')
export class AthletesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission('demo', 'visualizza')
  async list(@Query() q: ListAthletesDto) {
    const { list, recordsNumber } = await this.queries.execute(new ListAthletesQuery(filtersOf(q), paging(q)));
    return lista(list, recordsNumber);
  }

  /** Every athlete matching the list's filters (not only the page on screen) as .xlsx. */
  @Post('excel')
  @HttpCode(200)
  @RequiresPermission('demo', 'visualizza')
  async excel(@Query() q: ListAthletesDto, @Res() res: Response) {
    const { list }: Lista<Athlete> = await this.queries.execute(
      new ListAthletesQuery(filtersOf(q), { page: 0, forPage: Number.MAX_SAFE_INTEGER, offset: 0 }),
    );
    await sendExcel(res, ATHLETES_EXCEL, list);
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequiresPermission, lista, paging } from '@registro/server-platform';
import { ListAthletesDto } from '../queries/list-athletes/list-athletes.dto';
import { ListAthletesQuery } from '../queries/list-athletes/list-athletes.query';

/** The demo athletes of /testlist. */
@Controller('test/atleti')
export class AthletesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission('demo', 'visualizza')
  async list(@Query() q: ListAthletesDto) {
    const { list, recordsNumber } = await this.queries.execute(
      new ListAthletesQuery({ nome: q.nome, cognome: q.cognome, sport: q.sport, citta: q.citta }, paging(q)),
    );
    return lista(list, recordsNumber);
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RichiedePermesso, lista, paginazione } from '@registro/server-platform';
import { ListAthletesDto } from '../queries/list-athletes/list-athletes.dto';
import { ListAthletesQuery } from '../queries/list-athletes/list-athletes.query';

/** The demo athletes of /testlist. */
@Controller('test/atleti')
export class AtletiController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RichiedePermesso('demo', 'visualizza')
  async list(@Query() q: ListAthletesDto) {
    const { list, recordsNumber } = await this.queries.execute(
      new ListAthletesQuery({ nome: q.nome, cognome: q.cognome, sport: q.sport, citta: q.citta }, paginazione(q)),
    );
    return lista(list, recordsNumber);
  }
}

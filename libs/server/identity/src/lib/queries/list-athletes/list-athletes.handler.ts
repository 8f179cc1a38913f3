import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Lista } from '@registro/contracts';
import { DEMO_ATHLETES, type Athlete } from './demo-athletes';
import { ListAthletesQuery, type AthleteFilters } from './list-athletes.query';

const CAMPI = ['nome', 'cognome', 'sport', 'citta'] as const;

/** Filters are "contains", case-insensitive; the order is the athletes' id. */
@QueryHandler(ListAthletesQuery)
export class ListAthletesHandler implements IQueryHandler<ListAthletesQuery, Lista<Athlete>> {
  async execute({ filtri, pagina }: ListAthletesQuery): Promise<Lista<Athlete>> {
    const trovati = DEMO_ATHLETES.filter((a) => CAMPI.every((c) => contiene(a[c], filtri[c])));
    return { list: trovati.slice(pagina.offset, pagina.offset + pagina.forPage), recordsNumber: trovati.length };
  }
}

function contiene(value: string, filtro: AthleteFilters[keyof AthleteFilters]): boolean {
  const f = filtro?.trim().toLocaleLowerCase('it');
  return !f || value.toLocaleLowerCase('it').includes(f);
}

import { Query } from '@nestjs/cqrs';
import type { Lista } from '@registro/contracts';
import type { PageRequest } from '@registro/server-platform';
import type { Athlete } from './demo-athletes';

export type AthleteFilters = Partial<Record<'nome' | 'cognome' | 'sport' | 'citta', string>>;

export class ListAthletesQuery extends Query<Lista<Athlete>> {
  constructor(
    readonly filtri: AthleteFilters,
    readonly pagina: PageRequest,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Gruppo, Lista } from '@registro/contracts';
import type { PageRequest } from '@registro/server-platform';

export interface FiltriGruppi {
  nome?: string;
  descrizione?: string;
}

export class ListGroupsQuery extends Query<Lista<Gruppo>> {
  constructor(
    readonly filtri: FiltriGruppi,
    readonly pagina: PageRequest,
  ) {
    super();
  }
}

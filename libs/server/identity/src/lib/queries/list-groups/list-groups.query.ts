import { Query } from '@nestjs/cqrs';
import type { Gruppo, Lista } from '@registro/contracts';
import type { PageRequest } from '@registro/server-platform';

export interface GruppoFilters {
  nome?: string;
  descrizione?: string;
}

export class ListGroupsQuery extends Query<Lista<Gruppo>> {
  constructor(
    readonly filtri: GruppoFilters,
    readonly pagina: PageRequest,
  ) {
    super();
  }
}

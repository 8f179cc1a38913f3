import { Query } from '@nestjs/cqrs';
import type { Gruppo, Lista } from '@registro/contracts';
import type { Page } from '@registro/server-platform';

export class ListGroupsQuery extends Query<Lista<Gruppo>> {
  constructor(
    readonly filtri: { nome?: string; descrizione?: string },
    readonly pagina: Page,
  ) {
    super();
  }
}

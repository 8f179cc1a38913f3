import { Query } from '@nestjs/cqrs';
import type { Gruppo } from '@registro/contracts';
import type { GruppoFilters } from '../list-groups/list-groups.query';

/** Every group matching the list's filters, in list order (the Excel download). */
export class ExportGroupsQuery extends Query<AsyncIterable<Gruppo>> {
  constructor(readonly filtri: GruppoFilters) {
    super();
  }
}

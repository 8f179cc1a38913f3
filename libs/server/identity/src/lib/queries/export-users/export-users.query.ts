import { Query } from '@nestjs/cqrs';
import type { UtenteLista } from '@registro/contracts';
import type { UserFilters } from '../list-users/list-users.query';

/** Every user matching the list's filters, in list order (the Excel download). */
export class ExportUsersQuery extends Query<AsyncIterable<UtenteLista>> {
  constructor(readonly filtri: UserFilters) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Lista, UtenteLista } from '@registro/contracts';
import type { PageRequest } from '@registro/server-platform';

export interface UserFilters {
  username?: string;
  lastname?: string;
  firstname?: string;
  profilo?: string;
}

export class ListUsersQuery extends Query<Lista<UtenteLista>> {
  constructor(
    readonly filtri: UserFilters,
    readonly pagina: PageRequest,
  ) {
    super();
  }
}

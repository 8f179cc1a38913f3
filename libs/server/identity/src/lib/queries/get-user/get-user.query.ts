import { Query } from '@nestjs/cqrs';
import type { UtenteLista } from '@registro/contracts';

/** One user as GET /api/users/:id shows it (never the password). */
export class GetUserQuery extends Query<UtenteLista> {
  constructor(readonly id: number) {
    super();
  }
}

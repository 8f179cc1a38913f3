import { Query } from '@nestjs/cqrs';
import type { ProfiloUtente } from '@registro/contracts';
import type { AuthenticatedUser } from '@registro/server-platform';

/** The caller's own profile with the sidebar menu and permissions of the group. */
export class GetProfileQuery extends Query<ProfiloUtente> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}

import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** GET /api/users query string. */
export class ListUsersFilters extends PagedQueryDto {
  @TextFilter('username') username?: string;
  @TextFilter('lastname') lastname?: string;
  @TextFilter('firstname') firstname?: string;
  /** the group name (the list's Profilo select), or its id */
  @TextFilter('profilo') profilo?: string;
}

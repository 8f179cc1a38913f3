import { FiltroTesto, PagedQueryDto } from '@registro/server-platform';

/** GET /api/users query string. */
export class ListUsersDto extends PagedQueryDto {
  @FiltroTesto('username') username?: string;
  @FiltroTesto('lastname') lastname?: string;
  @FiltroTesto('firstname') firstname?: string;
  /** the group name (the list's Profilo select), or its id */
  @FiltroTesto('profilo') profilo?: string;
}

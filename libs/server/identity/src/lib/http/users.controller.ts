import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  Authenticated,
  RequiresPermission,
  CurrentUser,
  lista,
  ok,
  paging,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { GetProfileQuery } from '../queries/get-profile/get-profile.query';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import { ListUsersDto } from '../queries/list-users/list-users.dto';
import { ListUsersQuery } from '../queries/list-users/list-users.query';
import { idNumerico } from './id-param';

@Controller('users')
export class UsersController {
  constructor(private readonly queries: QueryBus) {}

  /** Declared before users/:id so "profile" is not taken for an id. */
  @Get('profile')
  @Authenticated()
  async profile(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.execute(new GetProfileQuery(user)));
  }

  @Get()
  @RequiresPermission('users', 'visualizza')
  async list(@Query() q: ListUsersDto) {
    const { list, recordsNumber } = await this.queries.execute(
      new ListUsersQuery(
        { username: q.username, lastname: q.lastname, firstname: q.firstname, profilo: q.profilo },
        paging(q),
      ),
    );
    return lista(list, recordsNumber);
  }

  @Get(':id')
  @RequiresPermission('users', 'visualizza')
  async detail(@Param('id') id: string) {
    return ok(await this.queries.execute(new GetUserQuery(idNumerico(id))));
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { IdPipe, Authenticated, RequiresPermission, CurrentUser, ok, type AuthenticatedUser } from '@registro/server-platform';
import { GetProfileQuery } from '../queries/get-profile/get-profile.query';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import { GetUserInfoQuery } from '../queries/get-user-info/get-user-info.query';

@Controller('users')
export class UsersController {
  constructor(private readonly queries: QueryBus) {}

  /** Declared before users/:id so "profile" is not taken for an id. */
  @Get('profile')
  @Authenticated()
  async profile(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.execute(new GetProfileQuery(user)));
  }

  /** The user card of /logs/detailsview (spec 2 §2.7): two path segments, so `:id` never takes it. */
  @Get('infouser/:username')
  @RequiresPermission('users', 'visualizza')
  async info(@Param('username') username: string) {
    return ok(await this.queries.execute(new GetUserInfoQuery(username)));
  }

  @Get(':id')
  @RequiresPermission('users', 'visualizza')
  async detail(@Param('id', IdPipe) id: number) {
    return ok(await this.queries.execute(new GetUserQuery(id)));
  }
}

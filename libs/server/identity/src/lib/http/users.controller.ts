import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated, RequiresPermission, CurrentUser, ok, type AuthenticatedUser } from '@registro/server-platform';
import { GetProfileQuery } from '../queries/get-profile/get-profile.query';
import { GetUserInfoQuery } from '../queries/get-user-info/get-user-info.query';

/**
 * The own menu and permissions, and the user card of the logs. Registered before GET
 * /api/users/:id (GetUserEndpoint), so "profile" is not taken for an id.
 */
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
}

import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequiresPermission, ok } from '@registro/server-platform';
import { GetUserInfoQuery } from '../queries/get-user-info/get-user-info.query';

/** The user card of the logs. */
@Controller('users')
export class UsersController {
  constructor(private readonly queries: QueryBus) {}

  /** The user card of /logs/detailsview (spec 2 §2.7): two path segments, so `:id` never takes it. */
  @Get('infouser/:username')
  @RequiresPermission('users', 'visualizza')
  async info(@Param('username') username: string) {
    return ok(await this.queries.execute(new GetUserInfoQuery(username)));
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequiresPermission, ok } from '@registro/server-platform';
import { GetUserInfoQuery } from '../queries/get-user-info/get-user-info.query';

/** Two path segments, so identity's `users/:id` routes never take it. */
@Controller('users/infouser')
export class InfoUserController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':username')
  @RequiresPermission('users', 'visualizza')
  async info(@Param('username') username: string) {
    return ok(await this.queries.execute(new GetUserInfoQuery(username)));
  }
}

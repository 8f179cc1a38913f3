import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequiresPermission, TextParam, ok } from '@registro/server-platform';
import { GetUserInfoQuery } from '../queries/get-user-info/get-user-info.query';

/** As long as a username may be (SaveUserDto). */
const USERNAME = new TextParam({ max: 100, messaggio: 'Il campo Username deve contenere al massimo 100 caratteri' });

/** The user card of the logs. */
@Controller('users')
export class UsersController {
  constructor(private readonly queries: QueryBus) {}

  /** The user card of /logs/detailsview (spec 2 §2.7): two path segments, so `:id` never takes it. */
  @Get('infouser/:username')
  @RequiresPermission('users', 'visualizza')
  async info(@Param('username', USERNAME) username: string) {
    return ok(await this.queries.execute(new GetUserInfoQuery(username)));
  }
}

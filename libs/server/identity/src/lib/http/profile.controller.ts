import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Authenticated, CurrentUser, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { UpdateOwnProfileCommand } from '../commands/update-own-profile/update-own-profile.command';
import { UpdateOwnProfileDto } from '../commands/update-own-profile/update-own-profile.dto';
import { GetOwnProfileQuery } from '../queries/get-own-profile/get-own-profile.query';

/** /profilo/view and /profilo/edit: every signed-in user reads and edits only their own record. */
@Controller('profilo')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated()
  async get(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.execute(new GetOwnProfileQuery(user.userId)));
  }

  /** Answers the saved profile. */
  @Put()
  @Authenticated()
  async update(@Body() body: UpdateOwnProfileDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new UpdateOwnProfileCommand(user.userId, body, metadataFrom(req, user)));
    return ok(await this.queries.execute(new GetOwnProfileQuery(user.userId)));
  }
}

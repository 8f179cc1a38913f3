import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { RequiresPermission, CurrentUser, TextParam, lista, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { OpenSessionAsUserCommand } from '../commands/open-session-as-user/open-session-as-user.command';
import { ListSessionsQuery } from '../queries/list-sessions/list-sessions.query';

const ID_SESSIONE = new TextParam({ max: 64, pattern: /^[0-9a-f]{64}$/, messaggio: 'Sessione non valida' });

/** The session list (/session) and its "open session" button. */
@Controller('session')
export class SessionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Every live session; the page pages them on the client (20 per page). */
  @Get()
  @RequiresPermission('session', 'visualizza')
  async list() {
    const sessioni = await this.queries.execute(new ListSessionsQuery());
    return lista(sessioni);
  }

  /** A new 15-minute session as the row's user; the web opens /home?language=it&authToken=<accessToken>. */
  @Post(':sessionId/apri')
  @RequiresPermission('session', 'approva')
  @HttpCode(200)
  async open(@Param('sessionId', ID_SESSIONE) sessionId: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const accessToken = await this.commands.execute(new OpenSessionAsUserCommand(sessionId, user, metadataFrom(req, user)));
    return ok({ accessToken });
  }
}

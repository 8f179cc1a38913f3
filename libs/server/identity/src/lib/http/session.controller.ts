import { Controller, Get, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import {
  Authenticated,
  UnauthenticatedError,
  CurrentUser,
  metadataFrom,
  ok,
  TextParam,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { SignOutCommand } from '../commands/sign-out/sign-out.command';
import { SessionStore } from '../sessions/session-store';
import { FORMA_TOKEN, idSessione } from '../sessions/session-token';
import { logoutResponse } from '../spid-sign-in/logout-response';

const TOKEN_DI_SESSIONE = new TextParam({ max: 43, pattern: FORMA_TOKEN, messaggio: 'Sessione non valida o scaduta', errore: UnauthenticatedError });

/** Session check, the spec 3 route guard, session type and logout. */
@Controller()
export class SessionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionStore,
  ) {}

  @Get('sessioncontrol')
  @Authenticated()
  sessionControl(@CurrentUser() user: AuthenticatedUser) {
    return ok({ valida: true, sessionType: user.sessionType });
  }

  @Get('validate')
  @Authenticated()
  validate(@CurrentUser() user: AuthenticatedUser) {
    return ok({ valida: true, sessionType: user.sessionType });
  }

  /** The type of the session a deep link's token belongs to (without extending it). */
  @Get('session/:authToken')
  @Authenticated()
  async session(@Param('authToken', TOKEN_DI_SESSIONE) authToken: string) {
    const sessione = await this.sessions.peek(idSessione(authToken));
    if (!sessione) throw new UnauthenticatedError('Sessione non valida o scaduta');
    return ok({ sessionType: sessione.sessionType });
  }

  @Get('logout')
  @Authenticated()
  async logout(@CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const sessione = await this.sessions.peek(user.sessionId);
    await this.commands.execute(new SignOutCommand(user, metadataFrom(req, user)));
    // spec 1 §7 reads "response spidSession" at the top of the answer; the web reads it under data
    const risposta = logoutResponse(sessione);
    return { ...risposta, ...ok(risposta) };
  }
}

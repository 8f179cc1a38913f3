import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { RispostaToken } from '@registro/contracts';
import { UnauthenticatedError, Public, metadataFrom } from '@registro/server-platform';
import { SignInRefused } from '../domain/sign-in-refused';
import { credenzialiBasic } from '../commands/sign-in/basic-credentials';
import { SignInCommand } from '../commands/sign-in/sign-in.command';
import { SignInDto } from '../commands/sign-in/sign-in.dto';

/** POST /api/token (spec 1 §7): form-encoded body, credentials in the Basic header. */
@Controller()
export class TokenController {
  constructor(private readonly commands: CommandBus) {}

  @Post('token')
  @Public()
  @HttpCode(200)
  async token(@Body() _body: SignInDto, @Req() req: Request): Promise<RispostaToken> {
    const { username, password } = credenzialiBasic(req.headers.authorization);
    const { ip, userAgent, correlationId } = metadataFrom(req);
    try {
      return await this.commands.execute(
        new SignInCommand(username, password, ip ?? '', userAgent ?? '', correlationId),
      );
    } catch (e) {
      if (e instanceof SignInRefused) throw new UnauthenticatedError(e.messaggio, { tipoErrore: e.tipoErrore });
      throw e;
    }
  }
}

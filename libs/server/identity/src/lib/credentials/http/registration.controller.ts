import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public, messaggio } from '@registro/server-platform';
import { requestOrigin } from '../request-origin';
import { RegistrationDto, ValidaRegistrazioneDto } from '../registration/registration.dto';
import { Registration } from '../registration/registration';

/** Self-registration from the login screen, and its validation link. */
@Controller('registration')
export class RegistrationController {
  constructor(private readonly registrazione: Registration) {}

  @Post()
  @Public()
  async register(@Body() body: RegistrationDto, @Req() req: Request) {
    return messaggio(await this.registrazione.register(body, requestOrigin(req)));
  }

  @Get('valida')
  @Public()
  async valida(@Query() q: ValidaRegistrazioneDto, @Req() req: Request) {
    return messaggio(await this.registrazione.valida(q.code, requestOrigin(req)));
  }
}

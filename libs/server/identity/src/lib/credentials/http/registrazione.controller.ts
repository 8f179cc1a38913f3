import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public, messaggio } from '@registro/server-platform';
import { provenienza } from '../provenienza';
import { RegistrationDto, ValidaRegistrazioneDto } from '../registration/registration.dto';
import { Registrazione } from '../registration/registrazione';

/** Self-registration from the login screen, and its validation link. */
@Controller('registration')
export class RegistrazioneController {
  constructor(private readonly registrazione: Registrazione) {}

  @Post()
  @Public()
  async registra(@Body() body: RegistrationDto, @Req() req: Request) {
    return messaggio(await this.registrazione.registra(body, provenienza(req)));
  }

  @Get('valida')
  @Public()
  async valida(@Query() q: ValidaRegistrazioneDto, @Req() req: Request) {
    return messaggio(await this.registrazione.valida(q.code, provenienza(req)));
  }
}

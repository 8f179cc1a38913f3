import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public, ok } from '@registro/server-platform';
import { provenienza } from '../credentials/provenienza';
import { ScambioCodiceSpid } from './scambio-codice-spid';

/** GET /api/spidlogin?code= (spec 3 §4, startup): `{data: <auth token>}`; 401 for a used or unknown code. */
@Controller()
export class SpidLoginController {
  constructor(private readonly scambio: ScambioCodiceSpid) {}

  @Get('spidlogin')
  @Public()
  async spidLogin(@Query('code') code: unknown, @Req() req: Request) {
    return ok(await this.scambio.scambia(code, provenienza(req)));
  }
}

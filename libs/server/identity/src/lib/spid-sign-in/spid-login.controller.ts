import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public, ok } from '@registro/server-platform';
import { requestOrigin } from '../credentials/request-origin';
import { SpidCodeExchange } from './spid-code-exchange';
import { SpidLoginQueryDto } from './spid-login.dto';

/** GET /api/spidlogin?code= (spec 3 §4, startup): `{data: <auth token>}`; 401 for a used or unknown code. */
@Controller()
export class SpidLoginController {
  constructor(private readonly scambio: SpidCodeExchange) {}

  @Get('spidlogin')
  @Public()
  async spidLogin(@Query() { code }: SpidLoginQueryDto, @Req() req: Request) {
    return ok(await this.scambio.scambia(code, requestOrigin(req)));
  }
}

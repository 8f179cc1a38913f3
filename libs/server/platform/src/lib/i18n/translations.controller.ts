import { Controller, Get, Req } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Risposta } from '@registro/contracts';
import type { Request } from 'express';
import { Public } from '../auth/access.decorators';
import { ok } from '../http/envelope';
import { commonParameter } from '../validation/common-parameters';
import { translations, type Translations } from './translations';

/** GET /api/traduora?language=xx — the web app's texts (it, en, hr, sv, tr; anything else: it). */
@ApiTags('piattaforma')
@Controller('traduora')
export class TranslationsController {
  @Public()
  @ApiQuery({ name: 'language', required: false, example: 'it' })
  @Get()
  traduora(@Req() req: Request): Risposta<Translations> {
    // `language` is one of the parameters every route accepts, which no DTO declares
    return ok(translations(commonParameter(req, 'language')));
  }
}

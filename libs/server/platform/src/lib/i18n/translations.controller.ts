import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Risposta } from '@registro/contracts';
import { Public } from '../auth/access.decorators';
import { ok } from '../http/envelope';
import { translations, type Translations } from './translations';
import { TranslationsQueryDto } from './translations.query.dto';

/** GET /api/traduora?language=xx — the web app's texts (it, en, hr, sv, tr; anything else: it). */
@ApiTags('piattaforma')
@Controller('traduora')
export class TranslationsController {
  @Public()
  @Get()
  traduora(@Query() { language }: TranslationsQueryDto): Risposta<Translations> {
    return ok(translations(language));
  }
}

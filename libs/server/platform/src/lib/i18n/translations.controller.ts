import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Risposta } from '@registro/contracts';
import { Public } from '../auth/access.decorators';
import { ok } from '../http/envelope';
import { translations, type Translations } from './translations';

/** GET /api/traduora?language=xx — the web app's texts (it, en, hr, sv, tr; anything else: it). */
@ApiTags('piattaforma')
@Controller('traduora')
export class TranslationsController {
  @Public()
  @ApiQuery({ name: 'language', required: false, example: 'it' })
  @Get()
  // eslint-disable-next-line no-restricted-syntax -- `language` is stripped from every DTO by ApiValidationPipe: it can only be read by name
  traduora(@Query('language') language?: string): Risposta<Translations> {
    // `language` is one of the parameters every route accepts (ApiValidationPipe), so it is read by name
    return ok(translations(language));
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import type { DocumentoCommerciale } from '@registro/contracts';
import { RequiresPermission, ok } from '@registro/server-platform';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { SaveDocumentoDto } from '../save-documento/save-documento.dto';
import { CalculateDocumentoQuery } from './calculate-documento.query';

/** POST /api/paperclean/documenti/elabora: the editor's document with recalculated totals; nothing is stored. */
@Controller('paperclean/documenti')
export class CalculateDocumentoController {
  constructor(private readonly queries: QueryBus) {}

  @Post('elabora')
  @HttpCode(200)
  @ApiBody({ type: SaveDocumentoDto })
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  async elabora(@Body() body: SaveDocumentoDto) {
    return ok(await this.queries.execute<CalculateDocumentoQuery, DocumentoCommerciale>(new CalculateDocumentoQuery(body)));
  }
}

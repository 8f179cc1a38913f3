import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { DocumentoCommerciale } from '@registro/contracts';
import { IdPipe, RequiresPermission, ok } from '@registro/server-platform';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { GetDocumentoQuery } from './get-documento.query';

/** GET /api/paperclean/documenti/{id} (store P) and /a/{id} (store A): the document with its `versione`. */
@Controller('paperclean/documenti')
export class GetDocumentoController {
  constructor(private readonly queries: QueryBus) {}

  @Get('a/:id')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  async dettaglioArchivio(@Param('id', IdPipe) id: number) {
    return ok(await this.documento(id, 'A'));
  }

  @Get(':id')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  async dettaglio(@Param('id', IdPipe) id: number) {
    return ok(await this.documento(id, 'P'));
  }

  private documento(id: number, store: StoreDocumento): Promise<DocumentoCommerciale> {
    return this.queries.execute<GetDocumentoQuery, DocumentoCommerciale>(new GetDocumentoQuery(id, store));
  }
}

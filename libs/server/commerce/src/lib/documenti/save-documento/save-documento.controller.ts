import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { ApiIdempotencyKey, CurrentUser, RequiresPermission, idempotencyKeyOf, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import type { Request } from 'express';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { DocumentoReader } from '../get-documento/documento.reader';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { TransformDocumentoCommand } from '../transform-documento/transform-documento.command';
import { CreateDocumentoCommand } from './create-documento.command';
import { SaveDocumentoDto, idDocumento, isTrasformazione } from './save-documento.dto';
import { UpdateDocumentoCommand } from './update-documento.command';

/**
 * Save a commercial document: POST /api/paperclean/documenti (store P) or /a (store A). With an id,
 * the update of a BOZZA; without, a create, or, when the body names `documentoOrigine`, the
 * transformation of a COMPLETA source (transform-documento/). Answers the saved document.
 */
@Controller('paperclean/documenti')
export class SaveDocumentoController {
  constructor(
    private readonly commands: CommandBus,
    private readonly documenti: DocumentoReader,
  ) {}

  @Post()
  @ApiBody({ type: SaveDocumentoDto })
  @RequiresPermission(SEZIONE_DOCUMENTI, 'modifica')
  @ApiIdempotencyKey()
  salva(@Body() body: SaveDocumentoDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.salvaIn('P', body, user, req);
  }

  @Post('a')
  @ApiBody({ type: SaveDocumentoDto })
  @RequiresPermission(SEZIONE_DOCUMENTI, 'modifica')
  @ApiIdempotencyKey()
  salvaArchivio(@Body() body: SaveDocumentoDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.salvaIn('A', body, user, req);
  }

  private async salvaIn(store: StoreDocumento, body: SaveDocumentoDto, user: AuthenticatedUser, req: Request) {
    const metadata = metadataFrom(req, user);
    const esistente = idDocumento(body);
    let id: number;
    if (esistente !== undefined) {
      await this.commands.execute(new UpdateDocumentoCommand(esistente, store, body, metadata));
      id = esistente;
      // the key matters only to a create (an update names its document already), so only a create reads it
    } else if (isTrasformazione(body)) id = await this.commands.execute<TransformDocumentoCommand, number>(new TransformDocumentoCommand(store, body, metadata, idempotencyKeyOf(req)));
    else id = await this.commands.execute<CreateDocumentoCommand, number>(new CreateDocumentoCommand(store, body, metadata, idempotencyKeyOf(req)));
    return messaggio('Salvataggio avvenuto con successo', await this.documenti.get(id, store));
  }
}

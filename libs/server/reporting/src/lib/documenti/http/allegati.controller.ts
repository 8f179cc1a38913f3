import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RequiresPermission, CurrentUser, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import { CreateDocumento } from '../commands/create-documento';
import { CreateDocumentoDto } from '../commands/create-documento.dto';
import { DocumentoReader } from '../queries/documento-reader';

/** POST /api/allegati: archives a PDF (spec 1 §3 "Document to sign"); the answer's data is the new document. */
@Controller('allegati')
export class AllegatiController {
  constructor(
    private readonly create: CreateDocumento,
    private readonly leggi: DocumentoReader,
  ) {}

  @Post()
  @RequiresPermission('documentrepository', 'modifica')
  async archivia(@Body() dto: CreateDocumentoDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.create.execute(dto, metadataFrom(req, user));
    return messaggio('Documento archiviato', await this.leggi.uno(id));
  }
}

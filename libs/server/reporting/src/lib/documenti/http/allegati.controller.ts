import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RequiresPermission, CurrentUser, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import { CreaDocumento } from '../commands/crea-documento';
import { DocumentoDaFirmareDto } from '../commands/documento-da-firmare.dto';
import { LeggiDocumenti } from '../queries/leggi-documenti';

/** POST /api/allegati: archives a PDF (spec 1 §3 "Document to sign"); the answer's data is the new document. */
@Controller('allegati')
export class AllegatiController {
  constructor(
    private readonly crea: CreaDocumento,
    private readonly leggi: LeggiDocumenti,
  ) {}

  @Post()
  @RequiresPermission('documentrepository', 'modifica')
  async archivia(@Body() dto: DocumentoDaFirmareDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.crea.esegui(dto, metadataFrom(req, user));
    return messaggio('Documento archiviato', await this.leggi.uno(id));
  }
}

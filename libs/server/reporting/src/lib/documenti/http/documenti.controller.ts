import { Controller, Delete, Get, Param, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { NotFoundError, BadRequestError, IdPipe, RequiresPermission, CurrentUser, messaggio, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { CancelDocumento } from '../commands/cancel-documento';
import { MESSAGGIO_DOCUMENTO_NON_FIRMATO } from '../commands/sign-documento';
import { SendDocumentoFse } from '../commands/send-documento-fse';
import { DocumentoReader } from '../queries/documento-reader';
import { LastActiveQueryDto } from './last-active.dto';
import { CancelDocumentoQueryDto } from './cancel-documento.dto';

const SEZIONE = /^[a-z][a-z0-9_]{0,62}$/;

/** /api/documentrepository: a document of the Archivio Documenti (spec 1 §7 "History, printing and signing"); the list is list-documenti/. */
@Controller('documentrepository')
export class DocumentiController {
  constructor(
    private readonly leggi: DocumentoReader,
    private readonly sendFse: SendDocumentoFse,
    private readonly cancel: CancelDocumento,
  ) {}

  /**
   * The current PDF (base64) of document :id; with ?sezione=, :id is a record of that section and
   * its latest active document is returned. 404 "Documento non firmato" when there is none.
   */
  @Get('lastactive/:id')
  @RequiresPermission('documentrepository', 'visualizza')
  async ultimoAttivo(@Param('id', IdPipe) n: number, @Query() { sezione }: LastActiveQueryDto) {
    if (sezione === undefined || sezione === '') return ok(await this.leggi.ultimoAttivo(n));
    if (!SEZIONE.test(sezione.toLowerCase())) throw new BadRequestError('Il parametro sezione non è valido');
    const idDocumento = await this.leggi.idAttivoDellaRisorsa(sezione.toLowerCase(), n);
    if (!idDocumento) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    return ok(await this.leggi.ultimoAttivo(idDocumento));
  }

  @Get(':id')
  @RequiresPermission('documentrepository', 'visualizza')
  async get(@Param('id', IdPipe) id: number) {
    return ok(await this.leggi.uno(id));
  }

  /** Records the sending to the regional FSE (a stand-in: no FSE gateway is called). */
  @Put(':id/inviatofse')
  @RequiresPermission('documentrepository', 'modifica')
  async inviatoFse(@Param('id', IdPipe) n: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.sendFse.execute(n, metadataFrom(req, user));
    return messaggio('Documento inviato al FSE', await this.leggi.uno(n));
  }

  @Delete(':id')
  @RequiresPermission('documentrepository', 'elimina')
  async elimina(@Param('id', IdPipe) n: number, @Query() { motivo }: CancelDocumentoQueryDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.cancel.execute(n, motivo?.trim().slice(0, 500) ?? '', metadataFrom(req, user));
    return messaggio('Documento annullato');
  }
}

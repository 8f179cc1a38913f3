import { Controller, Delete, Get, Param, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { NotFoundError, BadRequestError, RequiresPermission, CurrentUser, lista, messaggio, metadataFrom, ok, paging, type AuthenticatedUser } from '@registro/server-platform';
import { AnnullaDocumento } from '../commands/annulla-documento';
import { MESSAGGIO_DOCUMENTO_NON_FIRMATO } from '../commands/firma-documento';
import { SegnaInviatoFse } from '../commands/segna-inviato-fse';
import { LeggiDocumenti } from '../queries/leggi-documenti';
import { FiltriDocumentiDto } from './filtri-documenti.dto';
import { idPositivo } from './id-documento';

const SEZIONE = /^[a-z][a-z0-9_]{0,62}$/;

/** /api/documentrepository: the Archivio Documenti (spec 1 §7 "History, printing and signing"). */
@Controller('documentrepository')
export class DocumentiController {
  constructor(
    private readonly leggi: LeggiDocumenti,
    private readonly inviaFse: SegnaInviatoFse,
    private readonly annulla: AnnullaDocumento,
  ) {}

  @Get()
  @RequiresPermission('documentrepository', 'visualizza')
  async list(@Query() q: FiltriDocumentiDto) {
    const { list, recordsNumber } = await this.leggi.lista(q, paging({ page: q.page, forPage: q.forPage ?? 50 }));
    return lista(list, recordsNumber);
  }

  /**
   * The current PDF (base64) of document :id; with ?sezione=, :id is a record of that section and
   * its latest active document is returned. 404 "Documento non firmato" when there is none.
   */
  @Get('lastactive/:id')
  @RequiresPermission('documentrepository', 'visualizza')
  async ultimoAttivo(@Param('id') id: string, @Query('sezione') sezione?: string) {
    const n = idPositivo(id);
    if (sezione === undefined || sezione === '') return ok(await this.leggi.ultimoAttivo(n));
    if (typeof sezione !== 'string' || !SEZIONE.test(sezione.toLowerCase())) throw new BadRequestError('Il parametro sezione non è valido');
    const idDocumento = await this.leggi.idAttivoDellaRisorsa(sezione.toLowerCase(), n);
    if (!idDocumento) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    return ok(await this.leggi.ultimoAttivo(idDocumento));
  }

  @Get(':id')
  @RequiresPermission('documentrepository', 'visualizza')
  async get(@Param('id') id: string) {
    return ok(await this.leggi.uno(idPositivo(id)));
  }

  /** Records the sending to the regional FSE (a stand-in: no FSE gateway is called). */
  @Put(':id/inviatofse')
  @RequiresPermission('documentrepository', 'modifica')
  async inviatoFse(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const n = idPositivo(id);
    await this.inviaFse.esegui(n, metadataFrom(req, user));
    return messaggio('Documento inviato al FSE', await this.leggi.uno(n));
  }

  @Delete(':id')
  @RequiresPermission('documentrepository', 'elimina')
  async elimina(@Param('id') id: string, @Query('motivo') motivo: unknown, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const n = idPositivo(id);
    await this.annulla.esegui(n, typeof motivo === 'string' ? motivo.trim().slice(0, 500) : '', metadataFrom(req, user));
    return messaggio('Documento annullato');
  }
}

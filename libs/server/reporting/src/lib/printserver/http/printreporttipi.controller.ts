import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  BadRequestError,
  TextFilter,
  PagedQueryDto,
  RequiresPermission,
  CurrentUser,
  lista,
  messaggio,
  metadataFrom,
  ok,
  paging,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { CaricaTemplate } from '../commands/carica-template';
import { idNumerico } from '../commands/modifiche';
import { ReportTipoDto, UploadReportTipoDto } from '../commands/report-tipo.dto';
import { SalvaReportTipo } from '../commands/salva-report-tipo';
import { LeggiReportTipi } from '../queries/leggi-report-tipi';

class ListaReportTipiDto extends PagedQueryDto {
  @TextFilter('codiceTipoDocumento') codiceTipoDocumento?: string;
  @TextFilter('subreport') subreport?: string;
}

function idReportTipo(valore: string): number {
  const id = idNumerico(valore);
  if (id === null) throw new BadRequestError('Id non valido');
  return id;
}

/** /api/printreporttipi (spec 2 §2.4, §7): templates by document-type code and the upload of their file. */
@Controller('printreporttipi')
export class PrintReportTipiController {
  constructor(
    private readonly salva: SalvaReportTipo,
    private readonly carica: CaricaTemplate,
    private readonly leggi: LeggiReportTipi,
  ) {}

  @Get()
  @RequiresPermission('printreport', 'visualizza')
  async list(@Query() q: ListaReportTipiDto) {
    const { list, recordsNumber } = await this.leggi.lista(q, paging({ page: q.page, forPage: q.forPage ?? 50 }));
    return lista(list, recordsNumber);
  }

  /** A .jasper or .jrxml for report type idReportTipo: checked by the report engine, stored, and its name set as subreport. */
  @Post('upload')
  @HttpCode(200)
  @RequiresPermission('printreport', 'modifica')
  async upload(@Body() body: UploadReportTipoDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const caricato = await this.carica.carica(body, metadataFrom(req, user));
    return messaggio(`File ${caricato.nomeFile} caricato con successo`, await this.leggi.uno(body.idReportTipo));
  }

  @Get(':id')
  @RequiresPermission('printreport', 'visualizza')
  async get(@Param('id') id: string) {
    return ok(await this.leggi.uno(idReportTipo(id)));
  }

  @Post()
  @RequiresPermission('printreport', 'modifica')
  async create(@Body() body: ReportTipoDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.salva.crea(body, metadataFrom(req, user));
    return messaggio('Salvataggio avvenuto con successo', await this.leggi.uno(id));
  }

  @Put(':id')
  @RequiresPermission('printreport', 'modifica')
  async update(@Param('id') id: string, @Body() body: ReportTipoDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idR = idReportTipo(id);
    await this.salva.modifica(idR, body, metadataFrom(req, user));
    return messaggio('Salvataggio avvenuto con successo', await this.leggi.uno(idR));
  }

  @Delete(':id')
  @RequiresPermission('printreport', 'elimina')
  async delete(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idR = idReportTipo(id);
    await this.salva.elimina(idR, metadataFrom(req, user));
    return messaggio('Eliminazione avvenuta con successo', { id: idR });
  }
}

import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ReportTipo } from '@registro/contracts';
import { CurrentUser, RecordController, RequiresPermission, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import { UploadTemplate } from '../commands/upload-template';
import { ReportTipoDto, ReportTipoFiltersDto, UploadReportTipoDto } from '../commands/report-tipo.dto';
import { SEZIONE_PRINTREPORT } from '../printserver.events';
import { REPORT_TIPO_EXCEL, ReportTipoService } from '../report-tipo.service';

/** /api/printreporttipi (spec 2 §2.4, §7): templates by document-type code and the upload of their file. */
@Controller('printreporttipi')
export class PrintReportTipiController extends RecordController<ReportTipoDto, ReportTipo, ReportTipoFiltersDto>({
  sezione: SEZIONE_PRINTREPORT,
  body: ReportTipoDto,
  filters: ReportTipoFiltersDto,
  forPage: 50,
  excel: REPORT_TIPO_EXCEL,
}) {
  constructor(
    private readonly reportTipi: ReportTipoService,
    private readonly carica: UploadTemplate,
  ) {
    super(reportTipi);
  }

  /** A .jasper or .jrxml for report type idReportTipo: checked by the report engine, stored, and its name set as subreport. */
  @Post('upload')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_PRINTREPORT, 'modifica')
  async upload(@Body() body: UploadReportTipoDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const caricato = await this.carica.execute(body, metadataFrom(req, user));
    return messaggio(`File ${caricato.nomeFile} caricato con successo`, await this.reportTipi.get(body.idReportTipo));
  }
}

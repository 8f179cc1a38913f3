import { Controller, Get } from '@nestjs/common';
import type { PrintReport } from '@registro/contracts';
import { RecordController, RequiresPermission, lista } from '@registro/server-platform';
import { PrintReportDto } from '../commands/print-report.dto';
import { PRINT_REPORT_EXCEL, PrintReportService } from '../print-report.service';
import { SEZIONE_PRINTSERVER } from '../printserver.events';
import { TemplateFileNames } from '../queries/template-file-names';

/** /api/printserver (spec 2 §2.3, §7): named reports, the template file each uses and its test data. */
@Controller('printserver')
export class PrintServerController extends RecordController<PrintReportDto, PrintReport>({
  sezione: SEZIONE_PRINTSERVER,
  body: PrintReportDto,
  forPage: 30,
  excel: PRINT_REPORT_EXCEL,
}) {
  constructor(
    printReports: PrintReportService,
    private readonly nomiFile: TemplateFileNames,
  ) {
    super(printReports);
  }

  /** The template files available: built-in and uploaded. */
  @Get('nomifile')
  @RequiresPermission(SEZIONE_PRINTSERVER, 'visualizza')
  async nomifile() {
    const nomi = await this.nomiFile.tutti();
    return lista(nomi, nomi.length);
  }
}

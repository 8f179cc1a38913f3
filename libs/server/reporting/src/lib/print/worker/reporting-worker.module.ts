import { Module } from '@nestjs/common';
import { PrintServerModule } from '../../printserver/printserver.module';
import { PdfProcessor } from './pdf.processor';

/**
 * What the worker runs for reporting: the consumer of queue `pdf` (POST print/createreport),
 * which resolves templates through the catalogue the print server binds (TEMPLATE_CATALOG).
 * Imported by apps/worker only, through `@registro/server-reporting/worker`: Chromium
 * (puppeteer-core) stays out of the api bundle.
 */
@Module({
  imports: [PrintServerModule],
  providers: [PdfProcessor],
  exports: [PdfProcessor],
})
export class ReportingWorkerModule {}

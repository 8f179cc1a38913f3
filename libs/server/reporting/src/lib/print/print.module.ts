import { Global, Module } from '@nestjs/common';
import { PDF_RENDERER, UseCasesModule, type PdfRenderer } from '@registro/server-platform';
import { FileArchiveModule } from '@registro/server-platform';
import { PrintService } from './print.service';
import { CreateReportEndpoint, CreateReportHandler } from './create-report/create-report';

/**
 * The PDF service's api side: POST print/createreport enqueues on `pdf` (see coda-pdf.ts); apps/worker prints.
 * Global so that other contexts can inject PDF_RENDERER (a port of the platform) without importing reporting.
 */
@Global()
@Module({
  imports: [UseCasesModule, FileArchiveModule],
  controllers: [CreateReportEndpoint],
  providers: [
    PrintService,
    CreateReportHandler,
    {
      provide: PDF_RENDERER,
      useFactory: (print: PrintService): PdfRenderer => ({ render: (reportName, data) => print.print(reportName, data) }),
      inject: [PrintService],
    },
  ],
  exports: [PrintService, PDF_RENDERER],
})
export class PrintModule {}

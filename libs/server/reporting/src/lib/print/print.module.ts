import { Global, Module } from '@nestjs/common';
import { PDF_RENDERER, type PdfRenderer } from '@registro/server-platform';
import { CqrsModule } from '@nestjs/cqrs';
import { FileArchiveModule } from '../file-archive/file-archive.module';
import { PrintService } from './print.service';
import { PrintController } from './print.controller';

/**
 * The PDF service's api side: POST print/createreport enqueues on `pdf` (see coda-pdf.ts); apps/worker prints.
 * Global so that other contexts can inject PDF_RENDERER (a port of the platform) without importing reporting.
 */
@Global()
@Module({
  imports: [CqrsModule, FileArchiveModule],
  controllers: [PrintController],
  providers: [
    PrintService,
    {
      provide: PDF_RENDERER,
      useFactory: (print: PrintService): PdfRenderer => ({ render: (reportName, data) => print.print(reportName, data) }),
      inject: [PrintService],
    },
  ],
  exports: [PrintService, PDF_RENDERER],
})
export class PrintModule {}

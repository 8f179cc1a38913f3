import { Module } from '@nestjs/common';
import { FileArchiveModule } from '@registro/server-platform';
import { DocumentiModule } from './documenti/documenti.module';
import { PrintServerModule } from './printserver/printserver.module';
import { PrintModule } from './print/print.module';

/**
 * Printing and documents (spec 1 printing/signing/Riepilogo Documenti, spec 2 §2.3, §2.4):
 * print server and templates by document type (printserver/, which also binds the template
 * catalogue TEMPLATE_CATALOG), the PDF service (print/), the document repository and
 * signatures (documenti/).
 */
@Module({
  imports: [FileArchiveModule, PrintServerModule, PrintModule, DocumentiModule],
  exports: [FileArchiveModule, PrintServerModule, PrintModule, DocumentiModule],
})
export class ReportingModule {}

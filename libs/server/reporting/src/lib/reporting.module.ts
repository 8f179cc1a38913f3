import { Module } from '@nestjs/common';
import { ArchivioModule } from './archivio/archivio.module';
import { DocumentiModule } from './documenti/documenti.module';
import { PrintServerModule } from './printserver/printserver.module';
import { StampaModule } from './stampa/stampa.module';

/**
 * Printing and documents (spec 1 printing/signing/Riepilogo Documenti, spec 2 §2.3, §2.4):
 * print server and templates by document type (printserver/, which also binds the template
 * catalogue CATALOGO_TEMPLATE), the PDF service (stampa/), the document repository and
 * signatures (documenti/).
 */
@Module({
  imports: [ArchivioModule, PrintServerModule, StampaModule, DocumentiModule],
  exports: [ArchivioModule, PrintServerModule, StampaModule, DocumentiModule],
})
export class ReportingModule {}

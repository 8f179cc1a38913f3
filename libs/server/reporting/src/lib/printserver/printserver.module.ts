import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { ArchivioModule } from '../archivio/archivio.module';
import { CATALOGO_TEMPLATE } from '../catalogo/catalogo-template';
import { CatalogoTemplateDb } from './catalogo/catalogo-template-db';
import { CaricaTemplate } from './commands/carica-template';
import { SalvaPrintReport } from './commands/salva-print-report';
import { SalvaReportTipo } from './commands/salva-report-tipo';
import { PrintReportTipiController } from './http/printreporttipi.controller';
import { PrintServerController } from './http/printserver.controller';
import { registraStoriaPrintServer } from './printserver.history';
import { printServerProjection } from './printserver.projection';
import { LeggiPrintReport } from './queries/leggi-print-report';
import { LeggiReportTipi } from './queries/leggi-report-tipi';
import { NomiFileTemplate } from './queries/nomi-file-template';
import { PrintServerSeeder } from './seed/printserver-seeder';

/**
 * The print server (/api/printserver) and the templates by document-type code
 * (/api/printreporttipi, with the upload of .jasper/.jrxml files), both event-sourced; binds the
 * template catalogue CATALOGO_TEMPLATE that the PDF service (api and worker) resolves reports with.
 */
@Module({
  imports: [CqrsModule, ArchivioModule, AuditModule],
  controllers: [PrintServerController, PrintReportTipiController],
  providers: [
    SalvaPrintReport,
    SalvaReportTipo,
    CaricaTemplate,
    LeggiPrintReport,
    LeggiReportTipi,
    NomiFileTemplate,
    PrintServerSeeder,
    { provide: CATALOGO_TEMPLATE, useClass: CatalogoTemplateDb },
  ],
  exports: [CATALOGO_TEMPLATE, PrintServerSeeder],
})
export class PrintServerModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(printServerProjection);
    registraStoriaPrintServer(this.history);
  }
}

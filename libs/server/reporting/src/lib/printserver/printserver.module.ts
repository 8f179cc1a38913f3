import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { FileArchiveModule } from '@registro/server-platform';
import { TEMPLATE_CATALOG } from '../template-catalog/template-catalog';
import { DbTemplateCatalog } from './template-catalog/db-template-catalog';
import { UploadTemplate } from './commands/upload-template';
import { PrintReportTipiController } from './http/printreporttipi.controller';
import { PrintServerController } from './http/printserver.controller';
import { registerReportTipoHistory } from './report-tipo.history';
import { printServerProjection } from './printserver.projection';
import { PrintReportService } from './print-report.service';
import { ReportTipoService } from './report-tipo.service';
import { TemplateFileNames } from './queries/template-file-names';
import { PrintServerSeeder } from './seed/printserver-seeder';

/**
 * The print server (/api/printserver) and the templates by document-type code
 * (/api/printreporttipi, with the upload of .jasper/.jrxml files), both event-sourced; binds the
 * template catalogue TEMPLATE_CATALOG that the PDF service (api and worker) resolves reports with.
 */
@Module({
  imports: [CqrsModule, FileArchiveModule, AuditModule],
  controllers: [PrintServerController, PrintReportTipiController],
  providers: [
    PrintReportService,
    ReportTipoService,
    UploadTemplate,
    TemplateFileNames,
    PrintServerSeeder,
    { provide: TEMPLATE_CATALOG, useClass: DbTemplateCatalog },
  ],
  exports: [TEMPLATE_CATALOG, PrintServerSeeder],
})
export class PrintServerModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(printServerProjection);
    registerReportTipoHistory(this.history);
  }
}

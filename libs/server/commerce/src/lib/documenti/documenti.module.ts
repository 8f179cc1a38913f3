import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { CalculateDocumentoController } from './calculate-documento/calculate-documento.controller';
import { CalculateDocumentoHandler } from './calculate-documento/calculate-documento.handler';
import { DocumentoLookupsLoader } from './commands/documento-lookups.loader';
import { DocumentoNumbering } from './commands/documento-numbering';
import { DocumentoStream } from './commands/documento-stream';
import { DeleteDocumentoController } from './delete-documento/delete-documento.controller';
import { DeleteDocumentoHandler } from './delete-documento/delete-documento.handler';
import { GetDocumentoController } from './get-documento/get-documento.controller';
import { GetDocumentoHandler } from './get-documento/get-documento.handler';
import { registerDocumentiCommercialiHistory } from './history/documenti-commerciali-history';
import { ListDocumentiController } from './list-documenti/list-documenti.controller';
import { ExportDocumentiHandler, ListDocumentiHandler } from './list-documenti/list-documenti.handler';
import { documentiCommercialiProjection } from './projections/documenti-commerciali.projection';
import { CreateDocumentoHandler } from './save-documento/create-documento.handler';
import { NewDocumentoWriter } from './save-documento/new-documento.writer';
import { SaveDocumentoController } from './save-documento/save-documento.controller';
import { UpdateDocumentoHandler } from './save-documento/update-documento.handler';
import { DocumentiSeeder } from './seed/documenti-seeder';
import { TransformDocumentoHandler } from './transform-documento/transform-documento.handler';

/**
 * Commercial documents, one folder per use case: list (and Excel), calculate (elabora), get, save
 * (create, update), transform, delete; numbering, history. All under /api/paperclean/documenti:
 * the controllers are listed so that the fixed paths (`a`, `elabora`, `excel`) come before `:id`.
 */
@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [ListDocumentiController, CalculateDocumentoController, GetDocumentoController, SaveDocumentoController, DeleteDocumentoController],
  providers: [
    DocumentoLookupsLoader,
    DocumentoNumbering,
    DocumentoStream,
    NewDocumentoWriter,
    CreateDocumentoHandler,
    UpdateDocumentoHandler,
    TransformDocumentoHandler,
    DeleteDocumentoHandler,
    ListDocumentiHandler,
    ExportDocumentiHandler,
    GetDocumentoHandler,
    CalculateDocumentoHandler,
    DocumentiSeeder,
  ],
  exports: [DocumentiSeeder],
})
export class DocumentiModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(documentiCommercialiProjection);
    registerDocumentiCommercialiHistory(this.history);
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { CalculateDocumentoEndpoint, CalculateDocumentoHandler } from './calculate-documento/calculate-documento';
import { DocumentoLookupsLoader } from './commands/documento-lookups.loader';
import { DeleteDocumentoArchivioEndpoint, DeleteDocumentoArchivioHandler, DeleteDocumentoEndpoint, DeleteDocumentoHandler } from './delete-documento/delete-documento';
import { DocumentoReader } from './get-documento/documento.reader';
import { GetScrivaniaDocumentiEndpoint, GetScrivaniaDocumentiHandler } from './get-scrivania-documenti/get-scrivania-documenti';
import { GetDocumentoArchivioEndpoint, GetDocumentoArchivioHandler, GetDocumentoEndpoint, GetDocumentoHandler } from './get-documento/get-documento';
import { registerDocumentiCommercialiHistory } from './history/documenti-commerciali-history';
import { ListDocumentiArchivioEndpoint, ListDocumentiEndpoint } from './list-documenti/list-documenti';
import { documentiCommercialiProjection } from './projections/documenti-commerciali.projection';
import { CreateDocumento } from './save-documento/create-documento';
import { DocumentoNumbering } from './save-documento/documento-numbering';
import { SaveDocumentoArchivioEndpoint, SaveDocumentoArchivioHandler, SaveDocumentoEndpoint, SaveDocumentoHandler } from './save-documento/save-documento';
import { UpdateDocumento } from './save-documento/update-documento';
import { DocumentiSeeder } from './seed/documenti-seeder';
import { TransformDocumento } from './transform-documento/transform-documento';

/**
 * Commercial documents, one folder per use case: list (and Excel), calculate (elabora), get, save
 * (create, update), transform, delete; numbering, history. All under /api/paperclean/documenti:
 * the controllers are listed so that the fixed paths (`a`, `elabora`, `excel`) come before `:id`.
 */
@Module({
  imports: [UseCasesModule, AuditModule],
  controllers: [
    ListDocumentiEndpoint,
    ListDocumentiArchivioEndpoint,
    CalculateDocumentoEndpoint,
    GetDocumentoArchivioEndpoint,
    GetDocumentoEndpoint,
    SaveDocumentoEndpoint,
    SaveDocumentoArchivioEndpoint,
    DeleteDocumentoEndpoint,
    DeleteDocumentoArchivioEndpoint,
    GetScrivaniaDocumentiEndpoint,
  ],
  providers: [
    DocumentoLookupsLoader,
    DocumentoNumbering,
    CreateDocumento,
    UpdateDocumento,
    TransformDocumento,
    SaveDocumentoHandler,
    SaveDocumentoArchivioHandler,
    DeleteDocumentoHandler,
    DeleteDocumentoArchivioHandler,
    DocumentoReader,
    GetDocumentoHandler,
    GetDocumentoArchivioHandler,
    GetScrivaniaDocumentiHandler,
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

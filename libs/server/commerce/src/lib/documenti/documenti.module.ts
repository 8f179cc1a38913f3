import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { CreateDocumentoHandler } from './commands/create-documento/create-documento.handler';
import { DeleteDocumentoHandler } from './commands/delete-documento/delete-documento.handler';
import { DocumentoLookupsLoader } from './commands/documento-lookups.loader';
import { DocumentoNumbering } from './commands/documento-numbering';
import { UpdateDocumentoHandler } from './commands/update-documento/update-documento.handler';
import { registerDocumentiCommercialiHistory } from './history/documenti-commerciali-history';
import { DocumentiCommercialiController } from './http/documenti-commerciali.controller';
import { documentiCommercialiProjection } from './projections/documenti-commerciali.projection';
import { ElaboraDocumentoHandler } from './queries/elabora-documento/elabora-documento.handler';
import { GetDocumentoHandler } from './queries/get-documento/get-documento.handler';
import { ListDocumentiHandler } from './queries/list-documenti/list-documenti.handler';
import { DocumentiSeeder } from './seed/documenti-seeder';

/** Commercial documents: list, get, save (create, update, transform), elabora, delete, numbering, history. */
@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [DocumentiCommercialiController],
  providers: [
    DocumentoLookupsLoader,
    DocumentoNumbering,
    CreateDocumentoHandler,
    UpdateDocumentoHandler,
    DeleteDocumentoHandler,
    ListDocumentiHandler,
    GetDocumentoHandler,
    ElaboraDocumentoHandler,
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

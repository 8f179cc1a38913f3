import { Module, OnModuleInit } from '@nestjs/common';
import { GetScrivaniaArchivioEndpoint, GetScrivaniaArchivioHandler } from './get-scrivania-documenti/get-scrivania-documenti';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { FileArchiveModule } from '@registro/server-platform';
import { CancelDocumentoEndpoint, CancelDocumentoHandler } from './cancel-documento/cancel-documento';
import { CreateDocumento } from './commands/create-documento';
import { SignDocumento } from './commands/sign-documento';
import { documentiProjection } from './documenti.projection';
import { DOCUMENTO_DESCRIBERS } from './documento.history';
import { documentoAggregate } from './domain/documento.aggregate';
import type { DocumentoEvent } from './domain/documento.events';
import { DevelopmentCertificateSeeder } from './firma/development-certificate';
import { DemoRefertiSeeder } from './seed/demo-referti-seeder';
import { FacilityCertificate } from './firma/facility-certificate';
import { AllegatiController } from './http/allegati.controller';
import { CountDocumentiEndpoint, CountDocumentiHandler } from './count-documenti/count-documenti';
import { GetDocumentoEndpoint, GetDocumentoHandler } from './get-documento/get-documento';
import { GetDocumentoPersonaleEndpoint, GetDocumentoPersonaleHandler } from './get-documento-personale/get-documento-personale';
import { GetLastActiveDocumentoEndpoint, GetLastActiveDocumentoHandler } from './get-last-active-documento/get-last-active-documento';
import { ListDocumentiEndpoint } from './list-documenti/list-documenti';
import { ListDocumentiPersonaliEndpoint, ListDocumentiPersonaliHandler } from './list-documenti-personali/list-documenti-personali';
import { ResourceFirmaController } from './http/resource-firma.controller';
import { FirmaController } from './http/firma.controller';
import { DocumentoReader } from './queries/documento-reader';
import { SendDocumentoFseEndpoint, SendDocumentoFseHandler } from './send-documento-fse/send-documento-fse';

/**
 * Document repository, signatures and the Riepilogo Documenti counters (spec 1 §3, §7): see README.md.
 * ListDocumentiPersonaliEndpoint and GetDocumentoPersonaleEndpoint (`documentrepository/personali`)
 * are listed first: GetDocumentoEndpoint's `documentrepository/:id` would otherwise take `personali` for an id (and ask for the permission).
 * ResourceFirmaController (`:resource/firma/:idEvento`) is listed last: its routes are registered
 * after every other controller of this module.
 */
@Module({
  imports: [UseCasesModule, FileArchiveModule, AuditModule],
  controllers: [
    ListDocumentiPersonaliEndpoint,
    GetDocumentoPersonaleEndpoint,
    ListDocumentiEndpoint,
    GetScrivaniaArchivioEndpoint,
    GetLastActiveDocumentoEndpoint,
    GetDocumentoEndpoint,
    SendDocumentoFseEndpoint,
    CancelDocumentoEndpoint,
    AllegatiController,
    CountDocumentiEndpoint,
    FirmaController,
    ResourceFirmaController,
  ],
  providers: [
    GetScrivaniaArchivioHandler,
    ListDocumentiPersonaliHandler,
    GetDocumentoPersonaleHandler,
    CreateDocumento,
    SignDocumento,
    GetLastActiveDocumentoHandler,
    GetDocumentoHandler,
    SendDocumentoFseHandler,
    CancelDocumentoHandler,
    DocumentoReader,
    CountDocumentiHandler,
    FacilityCertificate,
    DevelopmentCertificateSeeder,
    DemoRefertiSeeder,
  ],
  exports: [DocumentoReader, DevelopmentCertificateSeeder, DemoRefertiSeeder],
})
export class DocumentiModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(documentiProjection);
    this.history.registerDescribers<DocumentoEvent>(DOCUMENTO_DESCRIBERS);
    this.history.registerAggregate({ aggregate: documentoAggregate, view: (s) => ({ values: { ...(s.values ?? {}) }, deleted: s.annullato }) });
  }
}

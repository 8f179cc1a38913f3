import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { ArchivioModule } from '../archivio/archivio.module';
import { SEZIONE_DOCUMENTI } from './documenti.events';
import { AnnullaDocumento } from './commands/annulla-documento';
import { CreaDocumento } from './commands/crea-documento';
import { FirmaDocumento } from './commands/firma-documento';
import { SegnaInviatoFse } from './commands/segna-inviato-fse';
import { documentiProjection } from './documenti.projection';
import { DESCRITTORI_DOCUMENTI, evolviDocumento } from './documenti.storia';
import { CertificatoStruttura } from './firma/certificato-struttura';
import { AllegatiController } from './http/allegati.controller';
import { ContatoriController } from './http/contatori.controller';
import { DocumentiController } from './http/documenti.controller';
import { FirmaRisorsaController } from './http/firma-risorsa.controller';
import { FirmaController } from './http/firma.controller';
import { ContaDocumenti } from './queries/conta-documenti';
import { LeggiDocumenti } from './queries/leggi-documenti';

/**
 * Document repository, signatures and the Riepilogo Documenti counters (spec 1 §3, §7): see README.md.
 * FirmaRisorsaController (`:resource/firma/:idEvento`) is listed last: its routes are registered
 * after every other controller of this module.
 */
@Module({
  imports: [CqrsModule, ArchivioModule, AuditModule],
  controllers: [DocumentiController, AllegatiController, ContatoriController, FirmaController, FirmaRisorsaController],
  providers: [CreaDocumento, FirmaDocumento, SegnaInviatoFse, AnnullaDocumento, LeggiDocumenti, ContaDocumenti, CertificatoStruttura],
  exports: [LeggiDocumenti],
})
export class DocumentiModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(documentiProjection);
    for (const [tipo, descrivi] of Object.entries(DESCRITTORI_DOCUMENTI)) this.history.registerDescriber(tipo, descrivi);
    this.history.registerReducer(SEZIONE_DOCUMENTI, evolviDocumento);
  }
}

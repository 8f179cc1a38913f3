import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { CaseificioController } from './caseificio/caseificio.controller';
import { ConsegneCaseificio } from './caseificio/consegne-caseificio';
import { ImportCaseificio } from './caseificio/import-caseificio';
import { ConfigurazioniController } from './configurazioni/configurazioni.controller';
import { GuardiaInstallazione } from './installazione/accesso-installazione';
import { FileImpostazioni } from './installazione/file-impostazioni';
import { InstallazioneController } from './installazione/installazione.controller';
import { PiattaformaInstallata } from './installazione/piattaforma-installata';
import { VerificaConnessione } from './installazione/verifica-connessione';
import { IntegrazioneBusinessController } from './integrazionebusiness/integrazionebusiness.controller';
import { richiesteIntegrazioneProjection } from './integrazionebusiness/richieste-integrazione.projection';
import { LetturaRichiesteIntegrazione } from './integrazionebusiness/richieste-integrazione.queries';
import { RichiesteIntegrazione } from './integrazionebusiness/richieste-integrazione.service';
import { registraStoriaIntegrazione } from './integrazionebusiness/storia-integrazione';

/**
 * Installation (database settings file), the configuration panel, business-integration requests
 * and the dairy import (its ImportCaseificio task handler runs in the worker).
 */
@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [InstallazioneController, ConfigurazioniController, IntegrazioneBusinessController, CaseificioController],
  providers: [
    FileImpostazioni,
    VerificaConnessione,
    PiattaformaInstallata,
    GuardiaInstallazione,
    RichiesteIntegrazione,
    LetturaRichiesteIntegrazione,
    ConsegneCaseificio,
    ImportCaseificio,
  ],
  exports: [RichiesteIntegrazione],
})
export class AmministrazioneModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(richiesteIntegrazioneProjection);
    registraStoriaIntegrazione(this.history);
  }
}

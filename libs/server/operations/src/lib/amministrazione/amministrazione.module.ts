import { Module, OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { CaseificioController } from './caseificio/caseificio.controller';
import { ConsegneCaseificio } from './caseificio/consegne-caseificio';
import { ImportCaseificio } from './caseificio/import-caseificio';
import { SorgenteCaseificio } from './caseificio/sorgente-caseificio';
import { ConfigurazioniController } from './configurazioni/configurazioni.controller';
import { ListCotEndpoint } from './cot/list-cot/list-cot';
import { ListIntegrazioniCotEndpoint } from './cot/list-integrazioni-cot/list-integrazioni-cot';
import { InstallationGuard } from './installation/installation-access';
import { SettingsFile } from './installation/settings-file';
import { InstallationController } from './installation/installation.controller';
import { InstalledPlatform } from './installation/installed-platform';
import { ConnectionCheck } from './installation/connection-check';
import { IntegrazioneBusinessController } from './integrazionebusiness/integrazionebusiness.controller';
import { registerIntegrazioneHistory } from './integrazionebusiness/integrazione.history';
import { integrazioneProjection } from './integrazionebusiness/integrazione.projection';
import { IntegrazioneQueries } from './integrazionebusiness/integrazione.queries';
import { IntegrazioneService } from './integrazionebusiness/integrazione.service';
import { ListIntegrazioniEndpoint } from './integrazionebusiness/list-integrazioni/list-integrazioni';

/**
 * Installation (database settings file), the configuration panel, business-integration requests,
 * the COTs and their requests (read lists), and the dairy import (its ImportCaseificio task handler
 * runs in the worker).
 */
@Module({
  imports: [UseCasesModule, AuditModule],
  controllers: [
    InstallationController,
    ConfigurazioniController,
    ListIntegrazioniEndpoint,
    IntegrazioneBusinessController,
    ListCotEndpoint,
    ListIntegrazioniCotEndpoint,
    CaseificioController,
  ],
  providers: [
    SettingsFile,
    ConnectionCheck,
    InstalledPlatform,
    InstallationGuard,
    IntegrazioneService,
    IntegrazioneQueries,
    ConsegneCaseificio,
    ImportCaseificio,
    SorgenteCaseificio,
  ],
  exports: [IntegrazioneService],
})
export class AmministrazioneModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(integrazioneProjection);
    registerIntegrazioneHistory(this.history);
  }
}

import { Module, OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { InstallSezione } from './commands/install-sezione';
import { UploadModulo } from './commands/upload-modulo';
import { ConfigurazioneModuliController, InfoJarController, SezioniController } from './http/configurazione-moduli.controller';
import { ModuliController } from './http/moduli.controller';
import { ListModuliEndpoint } from './list-moduli/list-moduli';
import type { SezioneInstallata } from './moduli.events';
import { moduliProjection } from './moduli.projection';
import { ParametriController } from './parametri/http/parametri.controller';
import { ParametriService } from './parametri/parametri.service';
import { ModuliQueries } from './queries/moduli.queries';

/**
 * Modules (/api/application, /api/configurazionemoduli, /api/installation/jarinfo) and
 * configuration parameters (/api/configparameter). The parameters' store and the permission
 * sections live in the platform (ParametriModule) so that identity can read them.
 */
@Module({
  imports: [UseCasesModule, AuditModule],
  controllers: [ListModuliEndpoint, ModuliController, ConfigurazioneModuliController, InfoJarController, SezioniController, ParametriController],
  providers: [UploadModulo, InstallSezione, ModuliQueries, ParametriService],
})
export class ModuliModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(moduliProjection);
    this.history.registerDescribers<SezioneInstallata>({ SezioneInstallata: (e) => `Sezione installata: ${e.data.id} (${e.data.descrizione})` });
  }
}

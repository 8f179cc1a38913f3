import { Module, OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { SEZIONE_INSTALLATA, type SezioneInstallataData } from '@registro/server-platform';
import { CaricaModulo } from './commands/carica-modulo';
import { InstallaSezione } from './commands/installa-sezione';
import { ConfigurazioneModuliController, InfoJarController, SezioniController } from './http/configurazione-moduli.controller';
import { ModuliController } from './http/moduli.controller';
import { moduliProjection } from './moduli.projection';
import { SalvaParametro } from './parametri/commands/salva-parametro';
import { ParametriController } from './parametri/http/parametri.controller';
import { LeggiParametri } from './parametri/queries/leggi-parametri';
import { LeggiModuli } from './queries/leggi-moduli';

/**
 * Modules (/api/application, /api/configurazionemoduli, /api/installation/jarinfo) and
 * configuration parameters (/api/configparameter). The parameters' store and the permission
 * sections live in the platform (ParametriModule) so that identity can read them.
 */
@Module({
  imports: [AuditModule],
  controllers: [ModuliController, ConfigurazioneModuliController, InfoJarController, SezioniController, ParametriController],
  providers: [CaricaModulo, InstallaSezione, LeggiModuli, SalvaParametro, LeggiParametri],
})
export class ModuliModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(moduliProjection);
    this.history.registerDescriber(SEZIONE_INSTALLATA, (e) => {
      const d = e.data as unknown as SezioneInstallataData;
      return `Sezione installata: ${d.id} (${d.descrizione})`;
    });
  }
}

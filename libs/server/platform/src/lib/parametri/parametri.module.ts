import { Global, Module, OnModuleInit } from '@nestjs/common';
import { PostgresEventStore } from '@registro/server-event-store';
import { ParametriConfigurazione } from './parametri-configurazione';
import { parametriProjection } from './parametri.projection';
import { SezioniPermesso } from './sezioni-permesso';
import { sezioniInstallateProjection } from './sezioni.projection';

/**
 * Run-time configuration every context reads: the configuration parameters held in memory and
 * the permission sections (static and installed from modules). Their writes are the operations
 * context's (configparameter, moduli); the read models are projected here, inline.
 */
@Global()
@Module({
  providers: [ParametriConfigurazione, SezioniPermesso],
  exports: [ParametriConfigurazione, SezioniPermesso],
})
export class ParametriModule implements OnModuleInit {
  constructor(private readonly store: PostgresEventStore) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(parametriProjection);
    this.store.registerInlineProjection(sezioniInstallateProjection);
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { PostgresEventStore } from '@registro/server-event-store';
import { anagraficheProjection } from './anagrafiche.projection';
import { AnagraficaService } from './anagrafica/anagrafica.service';
import { DizionarioSezioneService } from './dizionari/dizionario-sezione.service';
import { DizionarioTipoService } from './dizionari/dizionario-tipo.service';
import { AnagraficaController } from './http/anagrafica.controller';
import { DizionarioSezioniController } from './http/dizionariosezioni.controller';
import { DizionarioTipiController } from './http/dizionariotipi.controller';
import { SupplierDirectoryModule } from './fornitori/supplier-directory.module';
import { AnagraficheSeeder } from './seed/anagrafiche-seeder';

/**
 * Dictionaries (the three sections and their types) and parties: event-sourced generic records
 * (streams `dizionari-<id>`, `anagrafica-<id>`, history for free under those sections), the seed
 * and SUPPLIER_DIRECTORY (the parties of type FOR, for received invoices).
 */
@Module({
  imports: [SupplierDirectoryModule],
  controllers: [DizionarioSezioniController, DizionarioTipiController, AnagraficaController],
  providers: [DizionarioSezioneService, DizionarioTipoService, AnagraficaService, AnagraficheSeeder],
  exports: [AnagraficheSeeder],
})
export class AnagraficheModule implements OnModuleInit {
  constructor(private readonly store: PostgresEventStore) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(anagraficheProjection);
  }
}

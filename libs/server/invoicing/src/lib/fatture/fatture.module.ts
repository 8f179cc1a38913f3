import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { MasterDataModule } from '../masterdata/masterdata.module';
import { CreateFatturaHandler } from './commands/create-fattura/create-fattura.handler';
import { FatturaLookupsLoader } from './commands/fattura-lookups.loader';
import { FatturaNumbering } from './commands/fattura-numbering';
import { PrintFatturaHandler } from './commands/print-fattura/print-fattura.handler';
import { UpdateFatturaHandler } from './commands/update-fattura/update-fattura.handler';
import { registerFattureHistory } from './history/fatture-history';
import { DocumentiController } from './http/documenti.controller';
import { fattureProjection } from './projections/fatture.projection';
import { CalcolaFatturaHandler } from './queries/calcola-fattura/calcola-fattura.handler';
import { GetFatturaHandler } from './queries/get-fattura/get-fattura.handler';
import { ListFattureHandler } from './queries/list-fatture/list-fatture.handler';
import { FattureSeeder } from './seed/fatture-seeder';

/** The invoice aggregate: list, get, create, update, calcola, numbering, print, history. */
@Module({
  imports: [CqrsModule, AuditModule, MasterDataModule],
  controllers: [DocumentiController],
  providers: [
    FatturaLookupsLoader,
    FatturaNumbering,
    CreateFatturaHandler,
    UpdateFatturaHandler,
    PrintFatturaHandler,
    GetFatturaHandler,
    ListFattureHandler,
    CalcolaFatturaHandler,
    FattureSeeder,
  ],
  exports: [FattureSeeder],
})
export class FattureModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(fattureProjection);
    registerFattureHistory(this.history);
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { MasterDataModule } from '../masterdata/masterdata.module';
import { CalculateFatturaEndpoint, CalculateFatturaHandler } from './calculate-fattura/calculate-fattura';
import { FatturaNumbering } from './commands/fattura-numbering';
import { GetCronologiaSdiEndpoint, GetCronologiaSdiHandler } from './get-cronologia-sdi/get-cronologia-sdi';
import { CreateNotaCreditoEndpoint, CreateNotaCreditoHandler } from './create-nota-credito/create-nota-credito';
import { NotaCreditoLoader } from './create-nota-credito/nota-credito.loader';
import { GetFatturaEndpoint, GetFatturaHandler } from './get-fattura/get-fattura';
import { GetNoteCreditoEndpoint, GetNoteCreditoHandler } from './get-note-credito/get-note-credito';
import { NoteCreditoReader } from './get-note-credito/note-credito-reader';
import { GetScrivaniaFattureEndpoint, GetScrivaniaFattureHandler } from './get-scrivania-fatture/get-scrivania-fatture';
import { registerFattureHistory } from './history/fatture-history';
import { ListFattureEndpoint } from './list-fatture/list-fatture';
import { PrintFatturaEndpoint, PrintFatturaHandler } from './print-fattura/print-fattura';
import { ReopenFatturaEndpoint, ReopenFatturaHandler } from './reopen-fattura/reopen-fattura';
import { fattureProjection } from './projections/fatture.projection';
import { CreateFatturaEndpoint, CreateFatturaHandler } from './save-fattura/create-fattura';
import { FatturaLookupsLoader } from './save-fattura/fattura-lookups.loader';
import { UpdateFatturaEndpoint, UpdateFatturaHandler } from './save-fattura/update-fattura';
import { FattureSeeder } from './seed/fatture-seeder';

/**
 * The invoice aggregate, one folder per use case: list-fatture (with Excel), get-fattura,
 * get-scrivania-fatture (Home's counter), calculate-fattura, save-fattura (create and update, with numbering), print-fattura,
 * reopen-fattura (unlock an exported invoice), create-nota-credito and get-note-credito (credit notes of an invoice), get-cronologia-sdi (the SDI timeline); history.
 */
@Module({
  imports: [UseCasesModule, AuditModule, MasterDataModule],
  // the fixed paths (documenti/excel, documenti/calcola, documenti/scrivania) before documenti/:id
  controllers: [ListFattureEndpoint, CalculateFatturaEndpoint, GetScrivaniaFattureEndpoint, GetFatturaEndpoint, CreateFatturaEndpoint, UpdateFatturaEndpoint, PrintFatturaEndpoint, ReopenFatturaEndpoint, CreateNotaCreditoEndpoint, GetNoteCreditoEndpoint, GetCronologiaSdiEndpoint],
  providers: [
    FatturaLookupsLoader,
    FatturaNumbering,
    GetFatturaHandler,
    GetCronologiaSdiHandler,
    GetScrivaniaFattureHandler,
    CalculateFatturaHandler,
    CreateFatturaHandler,
    UpdateFatturaHandler,
    PrintFatturaHandler,
    ReopenFatturaHandler,
    NotaCreditoLoader,
    NoteCreditoReader,
    CreateNotaCreditoHandler,
    GetNoteCreditoHandler,
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

import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { CalculateOrdineEndpoint, CalculateOrdineHandler } from './calculate-ordine/calculate-ordine';
import { ArticoliPrezziLoader } from './commands/articoli-prezzi.loader';
import { CreateOrdineEndpoint, CreateOrdineHandler } from './create-ordine/create-ordine';
import { OrdineNumbering } from './create-ordine/ordine-numbering';
import { DeleteOrdineEndpoint, DeleteOrdineHandler } from './delete-ordine/delete-ordine';
import { GetOrdineEndpoint, GetOrdineHandler } from './get-ordine/get-ordine';
import { OrdineReader } from './get-ordine/ordine.reader';
import { registerOrdiniHistory } from './history/ordini-history';
import { ListArticoliOrdineEndpoint, ListArticoliOrdineHandler } from './list-articoli-ordine/list-articoli-ordine';
import { ListOrdiniEndpoint } from './list-ordini/list-ordini';
import { ordiniProjection } from './projections/ordini.projection';
import { OrdiniSeeder } from './seed/ordini-seeder';
import { UpdateStatoOrdineEndpoint, UpdateStatoOrdineHandler } from './update-stato-ordine/update-stato-ordine';

/**
 * Customer orders, one folder per use case: list (and Excel), get, create, confirm
 * (update-stato), delete, calculate (elabora), the orders' catalogue; numbering, history. The
 * controllers under /api/ordiniordini are listed so that the fixed paths come before `:id`.
 */
@Module({
  imports: [UseCasesModule, AuditModule],
  controllers: [
    ListOrdiniEndpoint,
    UpdateStatoOrdineEndpoint,
    CalculateOrdineEndpoint,
    GetOrdineEndpoint,
    CreateOrdineEndpoint,
    DeleteOrdineEndpoint,
    ListArticoliOrdineEndpoint,
  ],
  providers: [
    ArticoliPrezziLoader,
    OrdineNumbering,
    CreateOrdineHandler,
    UpdateStatoOrdineHandler,
    DeleteOrdineHandler,
    OrdineReader,
    GetOrdineHandler,
    CalculateOrdineHandler,
    ListArticoliOrdineHandler,
    OrdiniSeeder,
  ],
  exports: [OrdiniSeeder],
})
export class OrdiniModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(ordiniProjection);
    registerOrdiniHistory(this.history);
  }
}

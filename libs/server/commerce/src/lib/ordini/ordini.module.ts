import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { CalculateOrdineController } from './calculate-ordine/calculate-ordine.controller';
import { CalculateOrdineHandler } from './calculate-ordine/calculate-ordine.handler';
import { ArticoliPrezziLoader } from './commands/articoli-prezzi.loader';
import { OrdineNumbering } from './commands/ordine-numbering';
import { OrdineStream } from './commands/ordine-stream';
import { CreateOrdineController } from './create-ordine/create-ordine.controller';
import { CreateOrdineHandler } from './create-ordine/create-ordine.handler';
import { DeleteOrdineController } from './delete-ordine/delete-ordine.controller';
import { DeleteOrdineHandler } from './delete-ordine/delete-ordine.handler';
import { GetOrdineController } from './get-ordine/get-ordine.controller';
import { GetOrdineHandler } from './get-ordine/get-ordine.handler';
import { registerOrdiniHistory } from './history/ordini-history';
import { ListArticoliOrdineController } from './list-articoli-ordine/list-articoli-ordine.controller';
import { ListArticoliOrdineHandler } from './list-articoli-ordine/list-articoli-ordine.handler';
import { ListOrdiniController } from './list-ordini/list-ordini.controller';
import { ExportOrdiniHandler, ListOrdiniHandler } from './list-ordini/list-ordini.handler';
import { ordiniProjection } from './projections/ordini.projection';
import { OrdiniSeeder } from './seed/ordini-seeder';
import { UpdateStatoOrdineController } from './update-stato-ordine/update-stato-ordine.controller';
import { UpdateStatoOrdineHandler } from './update-stato-ordine/update-stato-ordine.handler';

/**
 * Customer orders, one folder per use case: list (and Excel), get, create, confirm
 * (update-stato), delete, calculate (elabora), the orders' catalogue; numbering, history. The
 * controllers under /api/ordiniordini are listed so that the fixed paths come before `:id`.
 */
@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [
    ListOrdiniController,
    UpdateStatoOrdineController,
    CalculateOrdineController,
    GetOrdineController,
    CreateOrdineController,
    DeleteOrdineController,
    ListArticoliOrdineController,
  ],
  providers: [
    ArticoliPrezziLoader,
    OrdineNumbering,
    OrdineStream,
    CreateOrdineHandler,
    UpdateStatoOrdineHandler,
    DeleteOrdineHandler,
    ListOrdiniHandler,
    ExportOrdiniHandler,
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

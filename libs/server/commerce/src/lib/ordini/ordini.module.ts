import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { ArticoliPrezziLoader } from './commands/articoli-prezzi.loader';
import { CreateOrdineHandler } from './commands/create-ordine/create-ordine.handler';
import { DeleteOrdineHandler } from './commands/delete-ordine/delete-ordine.handler';
import { OrdineNumbering } from './commands/ordine-numbering';
import { UpdateStatoOrdineHandler } from './commands/update-stato-ordine/update-stato-ordine.handler';
import { registerOrdiniHistory } from './history/ordini-history';
import { OrdiniArticoliController } from './http/ordini-articoli.controller';
import { OrdiniController } from './http/ordini.controller';
import { ordiniProjection } from './projections/ordini.projection';
import { ElaboraOrdineHandler } from './queries/elabora-ordine/elabora-ordine.handler';
import { GetOrdineHandler } from './queries/get-ordine/get-ordine.handler';
import { ListArticoliOrdineHandler } from './queries/list-articoli-ordine/list-articoli-ordine.handler';
import { ListOrdiniHandler } from './queries/list-ordini/list-ordini.handler';
import { OrdiniSeeder } from './seed/ordini-seeder';

/** Customer orders: list, get, create, confirm, delete, elabora, the orders' catalogue, numbering, history. */
@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [OrdiniController, OrdiniArticoliController],
  providers: [
    ArticoliPrezziLoader,
    OrdineNumbering,
    CreateOrdineHandler,
    UpdateStatoOrdineHandler,
    DeleteOrdineHandler,
    ListOrdiniHandler,
    GetOrdineHandler,
    ElaboraOrdineHandler,
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

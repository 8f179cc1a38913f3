import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { HistoryRegistry } from './history-registry';
import { ModificheRisorseController } from './http/modifiche-risorse.controller';
import { GetHistoryHandler } from './queries/get-history/get-history.handler';
import { GetStateAtHandler } from './queries/get-state-at/get-state-at.handler';

/**
 * Modification history for every record, read from its event stream. Other contexts import
 * this module and register how their events read (HistoryRegistry) at module init.
 */
@Module({
  imports: [CqrsModule],
  controllers: [ModificheRisorseController],
  providers: [HistoryRegistry, GetHistoryHandler, GetStateAtHandler],
  exports: [HistoryRegistry],
})
export class AuditModule {}

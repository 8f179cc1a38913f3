import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { UseCasesModule } from '@registro/server-platform';
import { FatturaPaModule } from '../fatturapa/fatturapa.module';
import { SistemaTsController } from './http/sistemats.controller';
import { ListEsclusi730Endpoint, ListEsclusi730Handler } from './list-esclusi-730/list-esclusi-730';
import { Export730Handler } from './queries/export-730/export-730.handler';

/** The Sistema Tessera Sanitaria 730 export of the patient invoices. */
@Module({
  imports: [CqrsModule, UseCasesModule, FatturaPaModule],
  controllers: [SistemaTsController, ListEsclusi730Endpoint],
  providers: [Export730Handler, ListEsclusi730Handler],
})
export class SistemaTsModule {}

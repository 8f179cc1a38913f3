import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FatturaPaModule } from '../fatturapa/fatturapa.module';
import { SistemaTsController } from './http/sistemats.controller';
import { Export730Handler } from './queries/export-730/export-730.handler';

/** The Sistema Tessera Sanitaria 730 export of the patient invoices. */
@Module({
  imports: [CqrsModule, FatturaPaModule],
  controllers: [SistemaTsController],
  providers: [Export730Handler],
})
export class SistemaTsModule {}

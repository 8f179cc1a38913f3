import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ArchivioModule } from '../archivio/archivio.module';
import { ServizioStampa } from './servizio-stampa';
import { StampaController } from './stampa.controller';

/** The PDF service's api side: POST print/createreport enqueues on `pdf` (see coda-pdf.ts); apps/worker prints. */
@Module({
  imports: [CqrsModule, ArchivioModule],
  controllers: [StampaController],
  providers: [ServizioStampa],
  exports: [ServizioStampa],
})
export class StampaModule {}

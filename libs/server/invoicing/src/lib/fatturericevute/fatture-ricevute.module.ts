import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { FileArchiveModule, UseCasesModule } from '@registro/server-platform';
import { FatturaPaModule } from '../fatturapa/fatturapa.module';
import { ContenutiFattureRicevute } from './download-fattura-ricevuta/contenuti-fatture-ricevute';
import { DownloadFatturaRicevutaController } from './download-fattura-ricevuta/download-fattura-ricevuta.controller';
import { GetFatturaRicevutaEndpoint, GetFatturaRicevutaHandler } from './get-fattura-ricevuta/get-fattura-ricevuta';
import { registerFattureRicevuteHistory } from './history/fatture-ricevute-history';
import { FatturaRicevutaReader } from './import-fatture-ricevute/fattura-ricevuta-reader';
import { ImportFattureRicevuteEndpoint } from './import-fatture-ricevute/import-fatture-ricevute.controller';
import { ImportFattureRicevute } from './import-fatture-ricevute/import-fatture-ricevute.service';
import { ListFattureRicevuteEndpoint } from './list-fatture-ricevute/list-fatture-ricevute';
import { PrintFatturaRicevutaEndpoint, PrintFatturaRicevutaHandler } from './print-fattura-ricevuta/print-fattura-ricevuta';
import { fattureRicevuteProjection } from './projections/fatture-ricevute.projection';

/**
 * Received supplier invoices (issue 26), one folder per use case: import-fatture-ricevute (POST
 * fatturericevute/importa), list-fatture-ricevute (with Excel), get-fattura-ricevuta,
 * download-fattura-ricevuta (the original file, the attachments), print-fattura-ricevuta; history.
 * The supplier is matched through the platform port SUPPLIER_DIRECTORY (commerce implements it).
 */
@Module({
  imports: [UseCasesModule, AuditModule, FatturaPaModule, FileArchiveModule],
  // the fixed paths (fatturericevute/excel, /importa) before fatturericevute/:id
  controllers: [ListFattureRicevuteEndpoint, ImportFattureRicevuteEndpoint, GetFatturaRicevutaEndpoint, DownloadFatturaRicevutaController, PrintFatturaRicevutaEndpoint],
  providers: [FatturaRicevutaReader, ImportFattureRicevute, GetFatturaRicevutaHandler, ContenutiFattureRicevute, PrintFatturaRicevutaHandler],
})
export class FattureRicevuteModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(fattureRicevuteProjection);
    registerFattureRicevuteHistory(this.history);
  }
}

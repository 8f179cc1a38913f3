import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { FileArchiveModule } from '@registro/server-platform';
import { DatiFatturaElettronicaLoader } from './commands/export-fattura-elettronica/dati-fattura-elettronica.loader';
import { EsportazioniFatture } from './commands/export-fattura-elettronica/esportazioni-fatture.service';
import { ExportFatturaElettronicaHandler } from './commands/export-fattura-elettronica/export-fattura-elettronica.handler';
import { FatturaElettronicaExporter } from './commands/export-fattura-elettronica/fattura-elettronica-exporter';
import { ExportFattureZipHandler } from './commands/export-fatture-zip/export-fatture-zip.handler';
import { FatturaElettronicaVerifier } from './fattura-elettronica-verifier';
import { FatturaElettronicaController } from './http/fattura-elettronica.controller';
import { fattureEsportazioniProjection } from './projections/fatture-esportazioni.projection';
import { UploadNotificheSdiEndpoint } from './upload-notifiche-sdi/upload-notifiche-sdi.controller';
import { UploadNotificheSdi } from './upload-notifiche-sdi/upload-notifiche-sdi.service';
import { XmlSchemaValidator } from './xml/xml-schema-validator';

/**
 * The electronic invoice (FatturaPA FPR12/FPA12), checked against the XSD and the offline SDI rules;
 * each export recorded with its SDI name, progressivo and hash (`fatture_esportazioni`), one at a
 * time or as a zip for an intermediary; the SDI's receipts of the exports (upload-notifiche-sdi/).
 */
@Module({
  imports: [CqrsModule, FileArchiveModule],
  controllers: [FatturaElettronicaController, UploadNotificheSdiEndpoint],
  providers: [
    XmlSchemaValidator,
    FatturaElettronicaVerifier,
    DatiFatturaElettronicaLoader,
    EsportazioniFatture,
    FatturaElettronicaExporter,
    ExportFatturaElettronicaHandler,
    ExportFattureZipHandler,
    UploadNotificheSdi,
  ],
  exports: [XmlSchemaValidator],
})
export class FatturaPaModule implements OnModuleInit {
  constructor(private readonly store: PostgresEventStore) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(fattureEsportazioniProjection);
  }
}

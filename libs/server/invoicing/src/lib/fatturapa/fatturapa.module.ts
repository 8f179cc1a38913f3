import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatiFatturaElettronicaLoader } from './commands/export-fattura-elettronica/dati-fattura-elettronica.loader';
import { ExportFatturaElettronicaHandler } from './commands/export-fattura-elettronica/export-fattura-elettronica.handler';
import { FatturaElettronicaVerifier } from './fattura-elettronica-verifier';
import { FatturaElettronicaController } from './http/fattura-elettronica.controller';
import { UploadNotificheSdiEndpoint } from './upload-notifiche-sdi/upload-notifiche-sdi.controller';
import { UploadNotificheSdi } from './upload-notifiche-sdi/upload-notifiche-sdi.service';
import { XmlSchemaValidator } from './xml/xml-schema-validator';

/** The electronic invoice (FatturaPA FPR12/FPA12), checked against the XSD and the offline SDI rules; the SDI's receipts of it (upload-notifiche-sdi/). */
@Module({
  imports: [CqrsModule],
  controllers: [FatturaElettronicaController, UploadNotificheSdiEndpoint],
  providers: [XmlSchemaValidator, FatturaElettronicaVerifier, DatiFatturaElettronicaLoader, ExportFatturaElettronicaHandler, UploadNotificheSdi],
  exports: [XmlSchemaValidator],
})
export class FatturaPaModule {}

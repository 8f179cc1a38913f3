import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatiFatturaElettronicaLoader } from './commands/export-fattura-elettronica/dati-fattura-elettronica.loader';
import { ExportFatturaElettronicaHandler } from './commands/export-fattura-elettronica/export-fattura-elettronica.handler';
import { FatturaElettronicaVerifier } from './fattura-elettronica-verifier';
import { FatturaElettronicaController } from './http/fattura-elettronica.controller';
import { XmlSchemaValidator } from './xml/xml-schema-validator';

/** The electronic invoice (FatturaPA FPR12/FPA12), checked against the XSD and the offline SDI rules. */
@Module({
  imports: [CqrsModule],
  controllers: [FatturaElettronicaController],
  providers: [XmlSchemaValidator, FatturaElettronicaVerifier, DatiFatturaElettronicaLoader, ExportFatturaElettronicaHandler],
  exports: [XmlSchemaValidator],
})
export class FatturaPaModule {}

import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { CausaleDocumentoService } from './causalidocumento/causale-documento.service';
import { CausaliDocumentoController } from './http/causalidocumento.controller';
import { LookupsController } from './http/lookups.controller';
import { NumeratoriController } from './http/numeratori.controller';
import { StruttureController } from './http/strutture.controller';
import { TipiDocumentoController } from './http/tipidocumento.controller';
import { IstatImport } from './istat/istat-import';
import { InvoiceLookups } from './lookups/invoice-lookups';
import { masterDataProjection } from './masterdata.projection';
import { NumeratoreAnno } from './numeratori/numeratore-anno';
import { NumeratoreService } from './numeratori/numeratore.service';
import { InvoicingSeeder } from './seed/invoicing-seeder';
import { StrutturaService } from './strutture/struttura.service';
import { TipoDocumentoService } from './tipidocumento/tipo-documento.service';

/**
 * Structures, document types, reasons and numerators (event-sourced generic records, history for
 * free under their sections), the invoice editor's lookups, the ISTAT import and the seed.
 * Exports NumeratoreAnno (the numbering's counter of a code, year and structure).
 */
@Module({
  imports: [AuditModule],
  controllers: [StruttureController, TipiDocumentoController, CausaliDocumentoController, NumeratoriController, LookupsController],
  providers: [StrutturaService, TipoDocumentoService, CausaleDocumentoService, NumeratoreService, NumeratoreAnno, IstatImport, InvoicingSeeder, InvoiceLookups],
  exports: [NumeratoreAnno, IstatImport, InvoicingSeeder],
})
export class MasterDataModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(masterDataProjection);
    // both numerator screens (spec 2 §2.2) read the same records
    this.history.registerReaders('numeratori', ['numeratori', 'fatturazionenumeratori']);
  }
}

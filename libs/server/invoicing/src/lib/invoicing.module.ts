import { Module } from '@nestjs/common';
import { FattureModule } from './fatture/fatture.module';
import { FatturaPaModule } from './fatturapa/fatturapa.module';
import { FattureRicevuteModule } from './fatturericevute/fatture-ricevute.module';
import { MasterDataModule } from './masterdata/masterdata.module';
import { SistemaTsModule } from './sistemats/sistemats.module';

/**
 * Invoicing (spec 2 §2.1, §2.2): master data and lookups (masterdata/), the invoice aggregate
 * (fatture/), the electronic invoice (fatturapa/), the Sistema TS 730 export (sistemats/) and the
 * received supplier invoices (fatturericevute/).
 */
@Module({
  imports: [MasterDataModule, FattureModule, FatturaPaModule, SistemaTsModule, FattureRicevuteModule],
  exports: [MasterDataModule, FattureModule],
})
export class InvoicingModule {}

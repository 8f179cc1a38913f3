import { Global, Module } from '@nestjs/common';
import { SUPPLIER_DIRECTORY } from '@registro/server-platform';
import { CommerceSupplierDirectory } from './commerce-supplier-directory';

/** Global so that invoicing can inject SUPPLIER_DIRECTORY (a port of the platform) without importing commerce. */
@Global()
@Module({
  providers: [{ provide: SUPPLIER_DIRECTORY, useClass: CommerceSupplierDirectory }],
  exports: [SUPPLIER_DIRECTORY],
})
export class SupplierDirectoryModule {}

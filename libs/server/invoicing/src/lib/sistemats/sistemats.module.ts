import { Module } from '@nestjs/common';

/** The Sistema Tessera Sanitaria 730 export of the patient invoices. */
@Module({})
export class SistemaTsModule {}

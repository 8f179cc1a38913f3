import { Module } from '@nestjs/common';

/** The electronic invoice (FatturaPA FPR12/FPA12), checked against the XSD and the offline SDI rules. */
@Module({})
export class FatturaPaModule {}

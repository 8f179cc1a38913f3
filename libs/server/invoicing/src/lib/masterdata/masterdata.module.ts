import { Module } from '@nestjs/common';

/** Structures, document types, reasons, numerators (event-sourced records) and the editor's lookups. */
@Module({})
export class MasterDataModule {}

import { Module } from '@nestjs/common';
import { ArchivioFile } from './archivio-file';

/** The content-addressed file store; each area that keeps bytes imports it. */
@Module({ providers: [ArchivioFile], exports: [ArchivioFile] })
export class ArchivioModule {}

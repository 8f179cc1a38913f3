import { Module } from '@nestjs/common';
import { FileArchive } from './file-archive';

/** The content-addressed file store; each area that keeps bytes imports it. */
@Module({ providers: [FileArchive], exports: [FileArchive] })
export class FileArchiveModule {}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ArchivioModule } from '../archivio/archivio.module';

@Module({
  imports: [CqrsModule, ArchivioModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class DocumentiModule {}

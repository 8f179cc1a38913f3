import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FileArchiveModule } from '../file-archive/file-archive.module';
import { PrintService } from './print.service';
import { PrintController } from './print.controller';

/** The PDF service's api side: POST print/createreport enqueues on `pdf` (see coda-pdf.ts); apps/worker prints. */
@Module({
  imports: [CqrsModule, FileArchiveModule],
  controllers: [PrintController],
  providers: [PrintService],
  exports: [PrintService],
})
export class PrintModule {}

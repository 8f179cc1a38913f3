import { Module } from '@nestjs/common';
import { DocumentiSeeder } from './seed/documenti-seeder';

@Module({
  providers: [DocumentiSeeder],
  exports: [DocumentiSeeder],
})
export class DocumentiModule {}

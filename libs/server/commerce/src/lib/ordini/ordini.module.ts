import { Module } from '@nestjs/common';
import { OrdiniSeeder } from './seed/ordini-seeder';

@Module({
  providers: [OrdiniSeeder],
  exports: [OrdiniSeeder],
})
export class OrdiniModule {}

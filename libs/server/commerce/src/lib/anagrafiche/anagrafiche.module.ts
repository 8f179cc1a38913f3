import { Module } from '@nestjs/common';
import { AnagraficheSeeder } from './seed/anagrafiche-seeder';

@Module({
  providers: [AnagraficheSeeder],
  exports: [AnagraficheSeeder],
})
export class AnagraficheModule {}

import { Module } from '@nestjs/common';
import { CatalogoSeeder } from './seed/catalogo-seeder';

@Module({
  providers: [CatalogoSeeder],
  exports: [CatalogoSeeder],
})
export class CatalogoModule {}

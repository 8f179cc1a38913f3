import { Module } from '@nestjs/common';
import { AnagraficheModule } from './anagrafiche/anagrafiche.module';
import { CatalogoModule } from './catalogo/catalogo.module';
import { CommerceSeeder } from './commerce-seeder';
import { DocumentiModule } from './documenti/documenti.module';
import { OrdiniModule } from './ordini/ordini.module';

/**
 * Commerce (spec 3): dictionaries and parties (anagrafiche/), the catalogue (catalogo/),
 * commercial documents (documenti/) and orders (ordini/).
 */
@Module({
  imports: [AnagraficheModule, CatalogoModule, DocumentiModule, OrdiniModule],
  providers: [CommerceSeeder],
  exports: [CommerceSeeder],
})
export class CommerceModule {}

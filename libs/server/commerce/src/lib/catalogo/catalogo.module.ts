import { Module, type OnModuleInit } from '@nestjs/common';
import { PostgresEventStore } from '@registro/server-event-store';
import { ArticoloService } from './articoli/articolo.service';
import { ArticoloGruppoService } from './articoligruppi/articolo-gruppo.service';
import { catalogoProjection } from './catalogo.projection';
import { CategoriaService } from './categorie/categoria.service';
import { ArticoliController } from './http/articoli.controller';
import { ArticoliGruppiController } from './http/articoligruppi.controller';
import { BarcodeController } from './http/barcode.controller';
import { CatalogoLookupsController } from './http/catalogo-lookups.controller';
import { CategorieController } from './http/categorie.controller';
import { IvaController } from './http/iva.controller';
import { MarcheController } from './http/marche.controller';
import { IvaService } from './iva/iva.service';
import { MarcaService } from './marche/marca.service';
import { CatalogoLookups } from './lookups/catalogo-lookups';
import { CatalogoSeeder } from './seed/catalogo-seeder';

/**
 * The catalogue (spec 3): VAT codes, article groups, brands, categories and articles with price
 * list, stock and barcodes, each a generic event-sourced record (history for free under its
 * section); units of measure and depots as plain lists; the demo catalogue.
 */
@Module({
  controllers: [IvaController, ArticoliGruppiController, MarcheController, CategorieController, ArticoliController, BarcodeController, CatalogoLookupsController],
  providers: [IvaService, ArticoloGruppoService, MarcaService, CategoriaService, ArticoloService, CatalogoSeeder, CatalogoLookups],
  exports: [CatalogoSeeder],
})
export class CatalogoModule implements OnModuleInit {
  constructor(private readonly store: PostgresEventStore) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(catalogoProjection);
  }
}

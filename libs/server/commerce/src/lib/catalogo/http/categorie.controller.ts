import { Controller } from '@nestjs/common';
import type { Categoria } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_CATEGORIE } from '../catalogo.events';
import { CategoriaDto, CategoriaFiltersDto } from '../categorie/categoria.dto';
import { CATEGORIA_EXCEL, CategoriaService } from '../categorie/categoria.service';

/** /api/categorie (spec 3 §7): GET /:id carries listaSottocategorie. */
@Controller('categorie')
export class CategorieController extends RecordController<CategoriaDto, Categoria, CategoriaFiltersDto>({
  sezione: SEZIONE_CATEGORIE,
  body: CategoriaDto,
  filters: CategoriaFiltersDto,
  forPage: 50,
  excel: CATEGORIA_EXCEL,
}) {
  constructor(categorie: CategoriaService) {
    super(categorie);
  }
}

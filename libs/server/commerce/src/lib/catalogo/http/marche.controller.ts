import { Controller } from '@nestjs/common';
import type { Marca } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_ARTICOLI, SEZIONE_MARCHE } from '../catalogo.events';
import { MarcaDto, MarcaFiltersDto } from '../marche/marca.dto';
import { MARCA_EXCEL, MarcaService } from '../marche/marca.service';

/** /api/marche (spec 3 §7): read also by the article editor (its brand select). */
@Controller('marche')
export class MarcheController extends RecordController<MarcaDto, Marca, MarcaFiltersDto>({
  sezione: SEZIONE_MARCHE,
  readSezione: [SEZIONE_MARCHE, SEZIONE_ARTICOLI],
  body: MarcaDto,
  filters: MarcaFiltersDto,
  forPage: 50,
  excel: MARCA_EXCEL,
}) {
  constructor(marche: MarcaService) {
    super(marche);
  }
}

import { Controller, Get } from '@nestjs/common';
import type { Articolo } from '@registro/contracts';
import { RecordController, RequiresPermission, ok } from '@registro/server-platform';
import { ArticoloDto, ArticoloFiltersDto } from '../articoli/articolo.dto';
import { ARTICOLO_EXCEL, ArticoloService } from '../articoli/articolo.service';
import { SEZIONE_ARTICOLI } from '../catalogo.events';
import { GIACENZE_VUOTE } from '../domain/articolo-values';

/** /api/articoli (spec 3 §7); GET giacenze gives the blank stock entries of a new article. */
@Controller('articoli')
export class ArticoliController extends RecordController<ArticoloDto, Articolo, ArticoloFiltersDto>({
  sezione: SEZIONE_ARTICOLI,
  body: ArticoloDto,
  filters: ArticoloFiltersDto,
  forPage: 50,
  excel: ARTICOLO_EXCEL,
}) {
  constructor(articoli: ArticoloService) {
    super(articoli);
  }

  @Get('giacenze')
  @RequiresPermission(SEZIONE_ARTICOLI, 'visualizza')
  giacenze() {
    return ok(GIACENZE_VUOTE.map((g) => ({ ...g })));
  }
}

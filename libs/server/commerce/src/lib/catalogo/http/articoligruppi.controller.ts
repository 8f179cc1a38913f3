import { Controller } from '@nestjs/common';
import type { ArticoloGruppo } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { ArticoloGruppoDto, ArticoloGruppoFiltersDto } from '../articoligruppi/articolo-gruppo.dto';
import { ARTICOLO_GRUPPO_EXCEL, ArticoloGruppoService } from '../articoligruppi/articolo-gruppo.service';
import { SEZIONE_ARTICOLI, SEZIONE_GRUPPIARTICOLI } from '../catalogo.events';

/** /api/articoligruppi (spec 3 §7): read also by the article editor (its group select). */
@Controller('articoligruppi')
export class ArticoliGruppiController extends RecordController<ArticoloGruppoDto, ArticoloGruppo, ArticoloGruppoFiltersDto>({
  sezione: SEZIONE_GRUPPIARTICOLI,
  readSezione: [SEZIONE_GRUPPIARTICOLI, SEZIONE_ARTICOLI],
  body: ArticoloGruppoDto,
  filters: ArticoloGruppoFiltersDto,
  forPage: 50,
  excel: ARTICOLO_GRUPPO_EXCEL,
}) {
  constructor(gruppi: ArticoloGruppoService) {
    super(gruppi);
  }
}

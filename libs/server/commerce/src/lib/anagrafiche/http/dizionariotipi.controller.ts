import { Controller } from '@nestjs/common';
import type { DizionarioTipo } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_ANAGRAFICA, SEZIONE_DIZIONARI, SEZIONE_DOCUMENTI } from '../anagrafiche.events';
import { DizionarioTipoDto, DizionarioTipoFiltersDto } from '../dizionari/dizionario-tipo.dto';
import { DIZIONARIO_TIPO_EXCEL, DizionarioTipoService } from '../dizionari/dizionario-tipo.service';

/**
 * /api/dizionariotipi (spec 3 §7): written with `dizionari`; read also with `anagrafica` and
 * `documenti` (their type lists, /papercleananagraficatipi and /papercleandocumentotipi).
 */
@Controller('dizionariotipi')
export class DizionarioTipiController extends RecordController<DizionarioTipoDto, DizionarioTipo, DizionarioTipoFiltersDto>({
  sezione: SEZIONE_DIZIONARI,
  readSezione: [SEZIONE_DIZIONARI, SEZIONE_ANAGRAFICA, SEZIONE_DOCUMENTI],
  body: DizionarioTipoDto,
  filters: DizionarioTipoFiltersDto,
  forPage: 50,
  excel: DIZIONARIO_TIPO_EXCEL,
}) {
  constructor(tipi: DizionarioTipoService) {
    super(tipi);
  }
}

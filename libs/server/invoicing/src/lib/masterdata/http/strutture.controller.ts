import { Controller } from '@nestjs/common';
import type { Struttura } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_FATTURAZIONE, SEZIONE_STRUTTURE } from '../masterdata.events';
import { StrutturaDto, StrutturaFiltersDto } from '../strutture/struttura.dto';
import { STRUTTURA_EXCEL, StrutturaService } from '../strutture/struttura.service';

/** /api/strutture: read with `strutture` or `fatturazione` (the invoice editor's structure selector), written with `strutture`. */
@Controller('strutture')
export class StruttureController extends RecordController<StrutturaDto, Struttura, StrutturaFiltersDto>({
  sezione: SEZIONE_STRUTTURE,
  readSezione: [SEZIONE_STRUTTURE, SEZIONE_FATTURAZIONE],
  body: StrutturaDto,
  filters: StrutturaFiltersDto,
  forPage: 50,
  excel: STRUTTURA_EXCEL,
}) {
  constructor(strutture: StrutturaService) {
    super(strutture);
  }
}

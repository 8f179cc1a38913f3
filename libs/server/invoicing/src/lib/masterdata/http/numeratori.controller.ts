import { Controller } from '@nestjs/common';
import type { Numeratore } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_FATTURAZIONENUMERATORI, SEZIONE_NUMERATORI } from '../masterdata.events';
import { NumeratoreDto, NumeratoreFiltersDto } from '../numeratori/numeratore.dto';
import { NUMERATORE_EXCEL, NumeratoreService } from '../numeratori/numeratore.service';

/**
 * /api/numeratori (spec 2 §2.2, §7): one API for both screens, "Numeratori" and "Numeratori
 * Fatturazione". `GET numeratori` answers the plain array spec 2 §7 reads ("the response data is
 * read as a plain array"): every counter matching codice and descrizione; both screens page it.
 */
@Controller('numeratori')
export class NumeratoriController extends RecordController<NumeratoreDto, Numeratore, NumeratoreFiltersDto>({
  sezione: [SEZIONE_NUMERATORI, SEZIONE_FATTURAZIONENUMERATORI],
  body: NumeratoreDto,
  filters: NumeratoreFiltersDto,
  forPage: 50,
  paged: false,
  excel: NUMERATORE_EXCEL,
}) {
  constructor(numeratori: NumeratoreService) {
    super(numeratori);
  }
}

import { Controller } from '@nestjs/common';
import type { CausaleDocumento } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { CausaleDocumentoDto, CausaleDocumentoFiltersDto } from '../causalidocumento/causale-documento.dto';
import { CAUSALE_DOCUMENTO_EXCEL, CausaleDocumentoService } from '../causalidocumento/causale-documento.service';
import { SEZIONE_CAUSALIDOCUMENTO, SEZIONE_FATTURAZIONE } from '../masterdata.events';

/** /api/causalidocumento (spec 2 §2.2, §7): read also with `fatturazione` (the invoice editor loads a type's reasons). */
@Controller('causalidocumento')
export class CausaliDocumentoController extends RecordController<CausaleDocumentoDto, CausaleDocumento, CausaleDocumentoFiltersDto>({
  sezione: SEZIONE_CAUSALIDOCUMENTO,
  readSezione: [SEZIONE_CAUSALIDOCUMENTO, SEZIONE_FATTURAZIONE],
  body: CausaleDocumentoDto,
  filters: CausaleDocumentoFiltersDto,
  forPage: 10,
  excel: CAUSALE_DOCUMENTO_EXCEL,
}) {
  constructor(causali: CausaleDocumentoService) {
    super(causali);
  }
}

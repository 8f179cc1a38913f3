import { Controller } from '@nestjs/common';
import type { TipoDocumento } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_FATTURAZIONE, SEZIONE_TIPIDOCUMENTO } from '../masterdata.events';
import { TipoDocumentoDto, TipoDocumentoFiltersDto } from '../tipidocumento/tipo-documento.dto';
import { TIPO_DOCUMENTO_EXCEL, TipoDocumentoService } from '../tipidocumento/tipo-documento.service';

/** /api/tipidocumento (spec 2 §2.2, §7): read also with `fatturazione` (the invoice editor); GET /:id also answers the type's `causali`. */
@Controller('tipidocumento')
export class TipiDocumentoController extends RecordController<TipoDocumentoDto, TipoDocumento, TipoDocumentoFiltersDto>({
  sezione: SEZIONE_TIPIDOCUMENTO,
  readSezione: [SEZIONE_TIPIDOCUMENTO, SEZIONE_FATTURAZIONE],
  body: TipoDocumentoDto,
  filters: TipoDocumentoFiltersDto,
  forPage: 10,
  excel: TIPO_DOCUMENTO_EXCEL,
}) {
  constructor(tipi: TipoDocumentoService) {
    super(tipi);
  }
}

import { Controller } from '@nestjs/common';
import type { Iva } from '@registro/contracts';
import { RecordController } from '@registro/server-platform';
import { SEZIONE_ARTICOLI, SEZIONE_IVA } from '../catalogo.events';
import { IvaDto, IvaFiltersDto } from '../iva/iva.dto';
import { IVA_EXCEL, IvaService } from '../iva/iva.service';

/** /api/iva (spec 3 §7): read also by the article editor (its VAT select) and by commercial documents. */
@Controller('iva')
export class IvaController extends RecordController<IvaDto, Iva, IvaFiltersDto>({
  sezione: SEZIONE_IVA,
  readSezione: [SEZIONE_IVA, SEZIONE_ARTICOLI, 'documenti'],
  body: IvaDto,
  filters: IvaFiltersDto,
  forPage: 50,
  excel: IVA_EXCEL,
}) {
  constructor(iva: IvaService) {
    super(iva);
  }
}

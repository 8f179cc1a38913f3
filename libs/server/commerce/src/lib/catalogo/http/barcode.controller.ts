import { Controller, Get, Param } from '@nestjs/common';
import { NotFoundError, RequiresPermission, TextParam, ok } from '@registro/server-platform';
import { ArticoloService } from '../articoli/articolo.service';
import { SEZIONE_ARTICOLI } from '../catalogo.events';
import { BARCODE_MAX_LENGTH } from '../domain/barcode';

const BARCODE = new TextParam({ max: BARCODE_MAX_LENGTH, messaggio: `Il Barcode supera i ${BARCODE_MAX_LENGTH} caratteri` });

/** GET /api/barcode/check/{barcode} (spec 3 §5): 200 with the article when the barcode is taken, 404 when free. */
@Controller('barcode')
export class BarcodeController {
  constructor(private readonly articoli: ArticoloService) {}

  @Get('check/:barcode')
  @RequiresPermission(SEZIONE_ARTICOLI, 'visualizza')
  async check(@Param('barcode', BARCODE) barcode: string) {
    const articolo = await this.articoli.findBarcode(barcode);
    if (!articolo) throw new NotFoundError('Il Barcode non è presente');
    return ok(articolo);
  }
}

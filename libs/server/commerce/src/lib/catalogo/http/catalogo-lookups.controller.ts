import { Controller, Get } from '@nestjs/common';
import { RequiresPermission, lista } from '@registro/server-platform';
import { SEZIONE_ARTICOLI } from '../catalogo.events';
import { CatalogoLookups } from '../lookups/catalogo-lookups';

/** The article editor's plain lists (spec 3 §7): units of measure (under paperclean/: spec 2 owns /api/unitamisura) and depots. */
@Controller()
export class CatalogoLookupsController {
  constructor(private readonly lookups: CatalogoLookups) {}

  @Get('paperclean/unitamisura')
  @RequiresPermission([SEZIONE_ARTICOLI, 'documenti', 'ordini'], 'visualizza')
  async unitaMisura() {
    return lista(await this.lookups.unitaMisura());
  }

  @Get('depositi')
  @RequiresPermission([SEZIONE_ARTICOLI, 'documenti', 'ordini'], 'visualizza')
  async depositi() {
    return lista(await this.lookups.depositi());
  }
}

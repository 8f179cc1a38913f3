import { Controller, Get, Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, RequiresPermission, lista } from '@registro/server-platform';
import { SEZIONE_ARTICOLI } from '../catalogo.events';
import { listDepositi, listUnitaMisura } from '../lookups/list-catalogo-lookups';

/** The article editor's plain lists (spec 3 §7): units of measure (under paperclean/: spec 2 owns /api/unitamisura) and depots. */
@Controller()
export class CatalogoLookupsController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('paperclean/unitamisura')
  @RequiresPermission([SEZIONE_ARTICOLI, 'documenti', 'ordini'], 'visualizza')
  async unitaMisura() {
    return lista(await listUnitaMisura(this.pool));
  }

  @Get('depositi')
  @RequiresPermission([SEZIONE_ARTICOLI, 'documenti', 'ordini'], 'visualizza')
  async depositi() {
    return lista(await listDepositi(this.pool));
  }
}

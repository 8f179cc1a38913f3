import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';
import { listDepositi, listUnitaMisura } from './list-catalogo-lookups';

/** The article editor's plain lists on the pool, for CatalogoLookupsController. */
@Injectable()
export class CatalogoLookups {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  unitaMisura = () => listUnitaMisura(this.pool);
  depositi = () => listDepositi(this.pool);
}

import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';
import { listComuni } from './list-comuni';
import { listMetodiPagamento } from './list-metodi-pagamento';
import { listMoltiplicatori } from './list-moltiplicatori';
import { listProvince } from './list-province';
import { listTabellaIva } from './list-tabella-iva';
import { listTariffe } from './list-tariffe';
import { listTipiSpesa } from './list-tipi-spesa';
import { listUnitaMisura } from './list-unita-misura';
import { searchClienti } from './search-clienti';

/** The invoice editor's read-only lookups on the pool, for LookupsController. */
@Injectable()
export class InvoiceLookups {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  tabellaIva = () => listTabellaIva(this.pool);
  unitaMisura = () => listUnitaMisura(this.pool);
  tipiSpesa = () => listTipiSpesa(this.pool);
  moltiplicatori = () => listMoltiplicatori(this.pool);
  metodiPagamento = () => listMetodiPagamento(this.pool);
  province = () => listProvince(this.pool);
  comuni = (provincia: string) => listComuni(this.pool, provincia);
  clienti = (ragioneSoggetto: string) => searchClienti(this.pool, ragioneSoggetto);
  tariffe = (page: { offset: number; forPage: number }) => listTariffe(this.pool, page);
}

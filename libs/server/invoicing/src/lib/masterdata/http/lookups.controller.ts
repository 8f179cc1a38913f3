import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, RequiresPermission, ValidateAs, lista } from '@registro/server-platform';
import { listComuni } from '../lookups/list-comuni';
import { listMetodiPagamento } from '../lookups/list-metodi-pagamento';
import { listMoltiplicatori } from '../lookups/list-moltiplicatori';
import { listProvince } from '../lookups/list-province';
import { listTabellaIva } from '../lookups/list-tabella-iva';
import { MAX_TARIFFE_FOR_PAGE, listTariffe } from '../lookups/list-tariffe';
import { listTipiSpesa } from '../lookups/list-tipi-spesa';
import { listUnitaMisura } from '../lookups/list-unita-misura';
import { ClientiQueryDto, TariffeQueryDto } from '../lookups/lookups.dto';
import { searchClienti } from '../lookups/search-clienti';
import { SEZIONE_FATTURAZIONE } from '../masterdata.events';

/** The invoice editor's read-only lookups (spec 2 §7 "Invoices and lookups"), each `{data: {list, recordsNumber}}`. */
@Controller()
export class LookupsController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('tabellaiva')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async tabellaIva() {
    return lista(await listTabellaIva(this.pool));
  }

  @Get('unitamisura')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async unitaMisura() {
    return lista(await listUnitaMisura(this.pool));
  }

  @Get('tipispesa')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async tipiSpesa() {
    return lista(await listTipiSpesa(this.pool));
  }

  @Get('moltiplicatori')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async moltiplicatori() {
    return lista(await listMoltiplicatori(this.pool));
  }

  @Get('metodipagamento')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async metodiPagamento() {
    return lista(await listMetodiPagamento(this.pool));
  }

  @Get('province')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async province() {
    return lista(await listProvince(this.pool));
  }

  /** code: the sigla ("NA") or the ISTAT code ("063") of the province. */
  @Get('comuni/provincia/:code')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async comuni(@Param('code') code: string) {
    return lista(await listComuni(this.pool, code.slice(0, 10)));
  }

  @Get('clienti')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async clienti(@Query(new ValidateAs(ClientiQueryDto)) query: ClientiQueryDto) {
    const { list, recordsNumber } = await searchClienti(this.pool, query.ragioneSoggetto ?? '');
    return lista(list, recordsNumber);
  }

  @Get('leonidaaccettazionetariffe')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async tariffe(@Query(new ValidateAs(TariffeQueryDto)) query: TariffeQueryDto) {
    const forPage = query.forPage ?? MAX_TARIFFE_FOR_PAGE;
    const page = Math.max(1, query.page ?? 1);
    const { list, recordsNumber } = await listTariffe(this.pool, { forPage, offset: (page - 1) * forPage });
    return lista(list, recordsNumber);
  }
}

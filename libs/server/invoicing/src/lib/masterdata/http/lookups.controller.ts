import { Controller, Get, Param, Query } from '@nestjs/common';
import { RequiresPermission, TextParam, lista } from '@registro/server-platform';
import { InvoiceLookups } from '../lookups/invoice-lookups';
import { MAX_TARIFFE_FOR_PAGE } from '../lookups/list-tariffe';
import { ClientiQueryDto, TariffeQueryDto } from '../lookups/lookups.dto';
import { SEZIONE_FATTURAZIONE } from '../masterdata.events';

/** a province's sigla ("NA") or ISTAT code ("063"): anything longer is no province */
const CODICE_PROVINCIA = new TextParam({ max: 10, messaggio: 'La provincia deve essere indicata con la sigla (NA) o con il codice ISTAT (063)' });

/** The invoice editor's read-only lookups (spec 2 §7 "Invoices and lookups"), each `{data: {list, recordsNumber}}`. */
@Controller()
export class LookupsController {
  constructor(private readonly lookups: InvoiceLookups) {}

  @Get('tabellaiva')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async tabellaIva() {
    return lista(await this.lookups.tabellaIva());
  }

  @Get('unitamisura')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async unitaMisura() {
    return lista(await this.lookups.unitaMisura());
  }

  @Get('tipispesa')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async tipiSpesa() {
    return lista(await this.lookups.tipiSpesa());
  }

  @Get('moltiplicatori')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async moltiplicatori() {
    return lista(await this.lookups.moltiplicatori());
  }

  @Get('metodipagamento')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async metodiPagamento() {
    return lista(await this.lookups.metodiPagamento());
  }

  @Get('province')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async province() {
    return lista(await this.lookups.province());
  }

  /** code: the sigla ("NA") or the ISTAT code ("063") of the province. */
  @Get('comuni/provincia/:code')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async comuni(@Param('code', CODICE_PROVINCIA) code: string) {
    return lista(await this.lookups.comuni(code));
  }

  @Get('clienti')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async clienti(@Query() query: ClientiQueryDto) {
    const { list, recordsNumber } = await this.lookups.clienti(query.ragioneSoggetto ?? '');
    return lista(list, recordsNumber);
  }

  @Get('leonidaaccettazionetariffe')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async tariffe(@Query() query: TariffeQueryDto) {
    const forPage = query.forPage ?? MAX_TARIFFE_FOR_PAGE;
    const page = Math.max(1, query.page ?? 1);
    const { list, recordsNumber } = await this.lookups.tariffe({ forPage, offset: (page - 1) * forPage });
    return lista(list, recordsNumber);
  }
}

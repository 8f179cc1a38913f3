import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { DocumentoFattura, DocumentoFatturaElenco, FiltriFatture, Lista } from '@registro/contracts';
import {
  ApiIdempotencyKey,
  CurrentUser,
  IdPipe,
  PG_POOL,
  RequiresPermission,
  allRows,
  column,
  idempotencyKeyOf,
  lista,
  messaggio,
  metadataFrom,
  ok,
  paging,
  sendExcel,
  type AuthenticatedUser,
  type ExcelSheet,
} from '@registro/server-platform';
import type { Pool } from 'pg';
import { CreateFatturaCommand } from '../commands/create-fattura/create-fattura.command';
import { PrintFatturaCommand } from '../commands/print-fattura/print-fattura.command';
import { UpdateFatturaCommand } from '../commands/update-fattura/update-fattura.command';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { CalcolaFatturaQuery } from '../queries/calcola-fattura/calcola-fattura.query';
import { GetFatturaQuery } from '../queries/get-fattura/get-fattura.query';
import { fattureListSql } from '../queries/list-fatture/fatture-list-sql';
import { ListFattureQuery } from '../queries/list-fatture/list-fatture.query';

/** The invoice list as the screen shows it. */
export const FATTURE_EXCEL: ExcelSheet<DocumentoFatturaElenco> = {
  fileName: 'Fatture_',
  columns: [
    column('Data', 'dataDocumento', 'date'),
    column('Num.', 'numeroDocumento'),
    column('Tipo Documento', 'tipoDocumentoDescrizione'),
    { header: 'Ragione Sociale', value: (r) => `${r.cognomeRagioneSoggetto} ${r.nomeSoggetto}`.trim(), type: 'text', width: 40 },
    column('Totale', 'totaleDocumento', 'money'),
  ],
};

const testo = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);

function filtriDa(query: Record<string, unknown>): FiltriFatture {
  return {
    codiceStruttura: testo(query['codiceStruttura']),
    dataDal: testo(query['dataDal']),
    dataAl: testo(query['dataAl']),
    numeroDocumento: testo(query['numeroDocumento']),
    tipoDocumentoDescrizione: testo(query['tipoDocumentoDescrizione']),
    cognomeRagioneSoggetto: testo(query['cognomeRagioneSoggetto']),
  };
}

/**
 * Invoices (spec 2 §2.1, §7 "Invoices and lookups"). The fixed paths come before `:id`;
 * `documenti/fatturaelettronica/:id` belongs to the FatturaPA controller (two segments: never
 * matched by `:id`).
 */
@Controller('documenti')
export class DocumentiController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get()
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async elenco(@Query() query: Record<string, unknown>) {
    const { list, recordsNumber } = await this.queries.execute<ListFattureQuery, Lista<DocumentoFatturaElenco>>(
      new ListFattureQuery(filtriDa(query), paging({ page: query['page'], forPage: query['forPage'] ?? 100 })),
    );
    return lista(list, recordsNumber);
  }

  /** The list with the same filters, as .xlsx. */
  @Post('excel')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async excel(@Res() res: Response, @Query() query: Record<string, unknown>) {
    await sendExcel(res, FATTURE_EXCEL, allRows<DocumentoFatturaElenco>(this.pool, fattureListSql(filtriDa(query))));
  }

  /** The document recalculated (line totals, VAT per rate, totals, stamp duty); nothing is stored. */
  @Post('calcola')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async calcola(@Body() body: unknown) {
    return ok(await this.queries.execute<CalcolaFatturaQuery, DocumentoFattura>(new CalcolaFatturaQuery(body)));
  }

  @Get(':id')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async dettaglio(@Param('id', IdPipe) id: number) {
    return ok(await this.fattura(id));
  }

  @Post()
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'modifica')
  @ApiIdempotencyKey()
  async crea(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.commands.execute<CreateFatturaCommand, number>(new CreateFatturaCommand(body, metadataFrom(req, user), idempotencyKeyOf(req)));
    return messaggio('Salvataggio avvenuto con successo', await this.fattura(id));
  }

  @Put(':id')
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'modifica')
  async modifica(@Param('id', IdPipe) id: number, @Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new UpdateFatturaCommand(id, body, metadataFrom(req, user)));
    return messaggio('Salvataggio avvenuto con successo', await this.fattura(id));
  }

  /** The PDF of the invoice (report 'documenti'), base64; recorded in its history. */
  @Post(':id/stampa')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_FATTURAZIONE, 'visualizza')
  async stampa(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return ok(await this.commands.execute<PrintFatturaCommand, string>(new PrintFatturaCommand(id, metadataFrom(req, user))));
  }

  private fattura(id: number): Promise<DocumentoFattura> {
    return this.queries.execute<GetFatturaQuery, DocumentoFattura>(new GetFatturaQuery(id));
  }
}

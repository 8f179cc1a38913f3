import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Lista } from '@registro/contracts';
import { RequiresPermission, lista, paging, sendExcel } from '@registro/server-platform';
import type { Response } from 'express';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { DOCUMENTI_EXCEL, type DocumentoElenco } from './documenti-list-sql';
import { ListDocumentiDto } from './list-documenti.dto';
import { ExportDocumentiQuery, ListDocumentiQuery } from './list-documenti.query';

/** Spec 3 §9: 50 documents per page. */
const PER_PAGINA = 50;

/**
 * The documents of the principal store (GET /api/paperclean/documenti) and of the archive
 * (GET …/a), and their Excel download with the same filters (POST …/excel, POST …/a/excel).
 */
@Controller('paperclean/documenti')
export class ListDocumentiController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  elenco(@Query() query: ListDocumentiDto) {
    return this.lista('P', query);
  }

  @Get('a')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  elencoArchivio(@Query() query: ListDocumentiDto) {
    return this.lista('A', query);
  }

  @Post('excel')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  excel(@Query() query: ListDocumentiDto, @Res() res: Response) {
    return this.excelDi('P', query, res);
  }

  @Post('a/excel')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  excelArchivio(@Query() query: ListDocumentiDto, @Res() res: Response) {
    return this.excelDi('A', query, res);
  }

  private async lista(store: StoreDocumento, query: ListDocumentiDto) {
    const { list, recordsNumber } = await this.queries.execute<ListDocumentiQuery, Lista<DocumentoElenco>>(
      new ListDocumentiQuery(store, query, paging({ page: query.page, forPage: query.forPage ?? PER_PAGINA })),
    );
    return lista(list, recordsNumber);
  }

  private async excelDi(store: StoreDocumento, query: ListDocumentiDto, res: Response) {
    await sendExcel(res, DOCUMENTI_EXCEL, await this.queries.execute<ExportDocumentiQuery, AsyncIterable<DocumentoElenco>>(new ExportDocumentiQuery(store, query)));
  }
}

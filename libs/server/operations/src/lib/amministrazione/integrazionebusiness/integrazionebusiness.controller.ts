import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  IdPipe,
  column,
  lista,
  messaggio,
  metadataFrom,
  ok,
  PagedQueryDto,
  paging,
  RequiresPermission,
  CurrentUser,
  sendExcel,
  type AuthenticatedUser,
  type ExcelSheet,
} from '@registro/server-platform';
import { IntegrazioneQueries, type RigaIntegrazione } from './integrazione.queries';
import { IntegrazioneService } from './integrazione.service';

/** The list as "Lista Richieste" shows it. */
export const INTEGRAZIONE_EXCEL: ExcelSheet<RigaIntegrazione> = {
  fileName: 'Richieste_',
  columns: [
    column('Servizio Richiesto', 'servizioRichiesto'),
    column('Metodo', 'metodo'),
    column('Stato Attuale', 'statoAttuale'),
    column('Data/Ora', 'dataRichiesta', 'datetime'),
  ],
};

/** Lista Richieste (spec 3): 100 per page, the view, delete. */
@Controller('integrazionebusiness')
export class IntegrazioneBusinessController {
  constructor(
    private readonly queries: IntegrazioneQueries,
    private readonly integrazioni: IntegrazioneService,
  ) {}

  @Get()
  @RequiresPermission('integrazionebusiness', 'visualizza')
  async elenco(@Query() q: PagedQueryDto) {
    const { list, recordsNumber } = await this.queries.list(paging({ page: q.page, forPage: q.forPage ?? 100 }));
    return lista(list, recordsNumber);
  }

  /** The whole list as .xlsx (the list has no filters). */
  @Post('excel')
  @HttpCode(200)
  @RequiresPermission('integrazionebusiness', 'visualizza')
  async excel(@Res() res: Response) {
    await sendExcel(res, INTEGRAZIONE_EXCEL, this.queries.rows());
  }

  @Get(':id')
  @RequiresPermission('integrazionebusiness', 'visualizza')
  async dettaglio(@Param('id', IdPipe) id: number) {
    return ok(await this.queries.get(id));
  }

  @Delete(':id')
  @RequiresPermission('integrazionebusiness', 'elimina')
  async elimina(@Param('id', IdPipe) id: number, @Req() req: Request, @CurrentUser() user: AuthenticatedUser) {
    await this.integrazioni.delete(id, metadataFrom(req, user));
    return messaggio('Richiesta eliminata con successo');
  }
}

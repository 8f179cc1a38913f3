import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  BadRequestError,
  PagedQueryDto,
  RequiresPermission,
  CurrentUser,
  lista,
  messaggio,
  metadataFrom,
  ok,
  paging,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { idNumerico } from '../commands/modifiche';
import { PrintReportDto } from '../commands/print-report.dto';
import { SalvaPrintReport } from '../commands/salva-print-report';
import { LeggiPrintReport } from '../queries/leggi-print-report';
import { NomiFileTemplate } from '../queries/nomi-file-template';

function idReport(valore: string): number {
  const id = idNumerico(valore);
  if (id === null) throw new BadRequestError('Id non valido');
  return id;
}

/** /api/printserver (spec 2 §2.3, §7): named reports, the template file each uses and its test data. */
@Controller('printserver')
export class PrintServerController {
  constructor(
    private readonly salva: SalvaPrintReport,
    private readonly leggi: LeggiPrintReport,
    private readonly nomiFile: NomiFileTemplate,
  ) {}

  @Get()
  @RequiresPermission('printserver', 'visualizza')
  async list(@Query() q: PagedQueryDto) {
    const { list, recordsNumber } = await this.leggi.lista(paging({ page: q.page, forPage: q.forPage ?? 30 }));
    return lista(list, recordsNumber);
  }

  /** The template files available: built-in and uploaded. */
  @Get('nomifile')
  @RequiresPermission('printserver', 'visualizza')
  async nomifile() {
    const nomi = await this.nomiFile.tutti();
    return lista(nomi, nomi.length);
  }

  @Get(':id')
  @RequiresPermission('printserver', 'visualizza')
  async get(@Param('id') id: string) {
    return ok(await this.leggi.uno(idReport(id)));
  }

  @Post()
  @RequiresPermission('printserver', 'modifica')
  async create(@Body() body: PrintReportDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.salva.crea(body, metadataFrom(req, user));
    return messaggio('Salvataggio avvenuto con successo', await this.leggi.uno(id));
  }

  @Put(':id')
  @RequiresPermission('printserver', 'modifica')
  async update(@Param('id') id: string, @Body() body: PrintReportDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idR = idReport(id);
    await this.salva.modifica(idR, body, metadataFrom(req, user));
    return messaggio('Salvataggio avvenuto con successo', await this.leggi.uno(idR));
  }

  @Delete(':id')
  @RequiresPermission('printserver', 'elimina')
  async delete(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idR = idReport(id);
    await this.salva.elimina(idR, metadataFrom(req, user));
    return messaggio('Eliminazione avvenuta con successo', { id: idR });
  }
}

import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  TextFilter,
  PagedQueryDto,
  ParametriConfigurazione,
  RequiresPermission,
  CurrentUser,
  BadRequestError,
  lista,
  messaggio,
  metadataFrom,
  ok,
  paging,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { SalvaParametro } from '../commands/salva-parametro';
import { SalvaParametroDto } from '../commands/salva-parametro.dto';
import { LeggiParametri } from '../queries/leggi-parametri';

class ListaParametriDto extends PagedQueryDto {
  @TextFilter('nome') nome?: string;
}

function idParametro(valore: string): number {
  const id = /^\d{1,9}$/.test(valore) ? Number(valore) : NaN;
  if (!(id > 0)) throw new BadRequestError('Id non valido');
  return id;
}

/** /api/configparameter (spec 2 §2.6, §7): the stored parameters and the ones loaded in memory. */
@Controller('configparameter')
export class ParametriController {
  constructor(
    private readonly salva: SalvaParametro,
    private readonly leggi: LeggiParametri,
    private readonly parametri: ParametriConfigurazione,
  ) {}

  @Get()
  @RequiresPermission('configparameter', 'visualizza')
  async list(@Query() q: ListaParametriDto) {
    const { list, recordsNumber } = await this.leggi.lista(q.nome, paging({ page: q.page, forPage: q.forPage ?? 30 }));
    return lista(list, recordsNumber);
  }

  /** The values this api process holds now, with where each comes from. */
  @Get('loaded')
  @RequiresPermission('configparameter', 'visualizza')
  loaded() {
    const caricati = this.parametri.caricati();
    return lista(caricati, caricati.length);
  }

  @Get(':id')
  @RequiresPermission('configparameter', 'visualizza')
  async get(@Param('id') id: string) {
    return ok(await this.leggi.uno(idParametro(id)));
  }

  @Post()
  @RequiresPermission('configparameter', 'modifica')
  async create(@Body() body: SalvaParametroDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.salva.crea(body, metadataFrom(req, user));
    return { ...ok(await this.leggi.uno(id)), messaggio: 'Salvataggio avvenuto con successo' };
  }

  @Put(':id')
  @RequiresPermission('configparameter', 'modifica')
  async update(@Param('id') id: string, @Body() body: SalvaParametroDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idP = idParametro(id);
    await this.salva.modifica(idP, body, metadataFrom(req, user));
    return { ...ok(await this.leggi.uno(idP)), messaggio: 'Salvataggio avvenuto con successo' };
  }

  @Delete(':id')
  @RequiresPermission('configparameter', 'elimina')
  async delete(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idP = idParametro(id);
    await this.salva.elimina(idP, metadataFrom(req, user));
    return messaggio('Parametro eliminato con successo', { id: idP });
  }
}

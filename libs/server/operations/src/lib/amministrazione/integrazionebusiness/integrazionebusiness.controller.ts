import { Controller, Delete, Get, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  BadRequestError,
  lista,
  messaggio,
  metadataFrom,
  ok,
  PagedQueryDto,
  paging,
  RequiresPermission,
  CurrentUser,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { LetturaRichiesteIntegrazione } from './richieste-integrazione.queries';
import { RichiesteIntegrazione } from './richieste-integrazione.service';

function idRichiesta(value: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(id > 0)) throw new BadRequestError('Id non valido');
  return id;
}

/** Lista Richieste (spec 3): 100 per page, the view, delete. */
@Controller('integrazionebusiness')
export class IntegrazioneBusinessController {
  constructor(
    private readonly lettura: LetturaRichiesteIntegrazione,
    private readonly richieste: RichiesteIntegrazione,
  ) {}

  @Get()
  @RequiresPermission('integrazionebusiness', 'visualizza')
  async elenco(@Query() q: PagedQueryDto) {
    const { list, recordsNumber } = await this.lettura.lista(paging({ page: q.page, forPage: q.forPage ?? 100 }));
    return lista(list, recordsNumber);
  }

  @Get(':id')
  @RequiresPermission('integrazionebusiness', 'visualizza')
  async dettaglio(@Param('id') id: string) {
    return ok(await this.lettura.dettaglio(idRichiesta(id)));
  }

  @Delete(':id')
  @RequiresPermission('integrazionebusiness', 'elimina')
  async elimina(@Param('id') id: string, @Req() req: Request, @CurrentUser() utente: AuthenticatedUser) {
    await this.richieste.elimina(idRichiesta(id), metadataFrom(req, utente));
    return messaggio('Richiesta eliminata con successo');
  }
}

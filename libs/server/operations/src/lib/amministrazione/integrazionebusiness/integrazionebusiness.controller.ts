import { Controller, Delete, Get, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ErroreRichiesta,
  lista,
  messaggio,
  metadataFrom,
  ok,
  PagedQueryDto,
  paginazione,
  RichiedePermesso,
  UtenteCorrente,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { LetturaRichiesteIntegrazione } from './richieste-integrazione.queries';
import { RichiesteIntegrazione } from './richieste-integrazione.service';

function idRichiesta(value: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(id > 0)) throw new ErroreRichiesta('Id non valido');
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
  @RichiedePermesso('integrazionebusiness', 'visualizza')
  async elenco(@Query() q: PagedQueryDto) {
    const { list, recordsNumber } = await this.lettura.lista(paginazione({ page: q.page, forPage: q.forPage ?? 100 }));
    return lista(list, recordsNumber);
  }

  @Get(':id')
  @RichiedePermesso('integrazionebusiness', 'visualizza')
  async dettaglio(@Param('id') id: string) {
    return ok(await this.lettura.dettaglio(idRichiesta(id)));
  }

  @Delete(':id')
  @RichiedePermesso('integrazionebusiness', 'elimina')
  async elimina(@Param('id') id: string, @Req() req: Request, @UtenteCorrente() utente: AuthenticatedUser) {
    await this.richieste.elimina(idRichiesta(id), metadataFrom(req, utente));
    return messaggio('Richiesta eliminata con successo');
  }
}
